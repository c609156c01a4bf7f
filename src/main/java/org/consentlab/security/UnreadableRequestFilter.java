package org.consentlab.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Answers a request whose form parameters the container could not read (a body over its
 * {@code maxPostSize}: 413; otherwise 400) with its status and a one-line text, before any error
 * page runs. Tomcat reports such a form by throwing from the first {@code getParameter}, which
 * Spring Security's CSRF check calls on every POST, long before a sign-in: left alone, the
 * exception reached the container and its error page, which threw it again, and every such request,
 * with no session needed, wrote two ERROR stack traces (some 130 lines). Now it is one WARN line
 * without a trace, at most as often as {@link LogAllowance} lets one address write.
 */
final class UnreadableRequestFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(UnreadableRequestFilter.class);
    private static final int MAX_PATH = 100;

    private final LogAllowance allowance;

    UnreadableRequestFilter(LogAllowance allowance) {
        this.allowance = allowance;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            chain.doFilter(request, response);
        } catch (InvalidParameterException unreadable) {
            refuse(request, response, unreadable);
        } catch (ServletException | RuntimeException failure) {
            InvalidParameterException unreadable = unreadableCause(failure);
            if (unreadable == null) {
                throw failure;
            }
            refuse(request, response, unreadable);
        }
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response, InvalidParameterException unreadable)
            throws IOException {
        int status = unreadable.getErrorCode() >= 400 && unreadable.getErrorCode() < 600
                ? unreadable.getErrorCode()
                : HttpServletResponse.SC_BAD_REQUEST;
        if (!response.isCommitted()) {
            // setStatus, not sendError: an error page would read the parameters, and throw, again.
            response.resetBuffer();
            response.setStatus(status);
            response.setContentType("text/plain;charset=UTF-8");
            response.getWriter()
                    .write(
                            status == HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE
                                    ? "Request too large.\n"
                                    : "Request not readable.\n");
        }
        String address = request.getRemoteAddr();
        if (allowance.mayLog(address)) {
            String path = request.getRequestURI();
            log.warn(
                    "Refused an unreadable request from {}: {} {} answered {} ({})",
                    address,
                    request.getMethod(),
                    path.length() > MAX_PATH ? path.substring(0, MAX_PATH) + "..." : path,
                    status,
                    unreadable.getMessage());
        }
    }

    private static @Nullable InvalidParameterException unreadableCause(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidParameterException unreadable) {
                return unreadable;
            }
        }
        return null;
    }
}
