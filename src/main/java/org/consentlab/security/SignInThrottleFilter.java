package org.consentlab.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Stands in front of the form login's POST and takes the attempt from {@link SignInThrottle}
 * before the password is checked: when the account or the address has none left, the password is
 * not checked at all and the browser goes back to the sign-in page with {@code ?throttled}. A name
 * with a control or format character is refused after its attempt is taken, without a check, as
 * a wrong password is ({@link AccountName}). The address is {@code getRemoteAddr()}: the forwarded
 * one only behind a proxy the container trusts. Created with {@code new} inside the page chain,
 * never as a bean, so that it runs only there.
 */
public final class SignInThrottleFilter extends OncePerRequestFilter {

    public static final String THROTTLED = "throttled";
    /** Where a wrong password lands too, so a refused spelling tells nothing more. */
    static final String REFUSED = "error";

    private final SignInThrottle throttle;
    private final String loginPath;

    public SignInThrottleFilter(SignInThrottle throttle, String loginPath) {
        this.throttle = throttle;
        this.loginPath = loginPath;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String username = request.getParameter("username");
        String address = request.getRemoteAddr();
        if (!throttle.tryAttempt(username, address)) {
            response.setHeader("Retry-After", Long.toString(Math.max(1, throttle.secondsToWait(username, address))));
            response.sendRedirect(request.getContextPath() + loginPath + "?" + THROTTLED);
            return;
        }
        if (AccountName.hasControlOrFormat(username)) {
            // Refused like a wrong password, unchecked; the attempt it took stays taken, so probing
            // spellings of a name uses up that account's allowance.
            response.sendRedirect(request.getContextPath() + loginPath + "?" + REFUSED);
            return;
        }
        chain.doFilter(request, response);
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        return !"POST".equals(request.getMethod()) || !loginPath.equals(path);
    }
}
