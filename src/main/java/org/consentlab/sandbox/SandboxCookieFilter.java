package org.consentlab.sandbox;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives every browser without a valid sandbox cookie a new one (a forged or unsigned value is
 * replaced, never adopted). The sandbox row itself is created
 * lazily by the first page that needs it, so crawlers and asset requests create nothing.
 * MCP clients authenticate with a bearer token instead and are left alone. The cookie is built
 * here rather than by the container, so it says {@code Secure} itself whenever the request is secure.
 */
@Component
class SandboxCookieFilter extends OncePerRequestFilter {

    private static final int ONE_YEAR = (int) Duration.ofDays(365).toSeconds();

    private final SandboxCookie cookies;

    SandboxCookieFilter(SandboxCookie cookies) {
        this.cookies = cookies;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (cookies.read(request).isEmpty()) {
            // No cookie, or one the server never signed: either way a fresh sandbox of our choosing.
            SandboxId issued = SandboxId.random();
            Cookie cookie = new Cookie(SandboxCookie.NAME, cookies.valueFor(issued));
            cookie.setPath("/");
            cookie.setHttpOnly(true);
            // Over HTTPS (directly, or through a proxy the app trusts) it never travels in the clear.
            cookie.setSecure(request.isSecure());
            cookie.setMaxAge(ONE_YEAR);
            cookie.setAttribute("SameSite", "Lax");
            response.addCookie(cookie);
            request.setAttribute(SandboxCookie.REQUEST_ATTRIBUTE, issued);
        }
        chain.doFilter(request, response);
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        return path.equals("/mcp") || path.startsWith("/mcp/");
    }
}
