package org.consentlab.mcp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The outermost MCP filter: every refusal from {@code /mcp}, whoever makes it (the access filter,
 * the message guard, the SDK), leaves as a plain {@link McpErrorBody} through
 * {@link PlainErrorResponse}. Methods the transport does not serve get {@code 405} with
 * {@code Allow} here, before anything else runs (the servlet would answer {@code OPTIONS} and
 * {@code HEAD} with an empty {@code 200}). A fault that escapes the SDK is logged as the server's
 * own error and answered {@code 500} in the same plain shape.
 */
final class McpPlainErrors extends OncePerRequestFilter {

    static final String ALLOW = "GET, POST, DELETE";
    static final Set<String> SERVED = Set.of("GET", "POST", "DELETE");
    private static final Logger log = LoggerFactory.getLogger(McpPlainErrors.class);

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!SERVED.contains(request.getMethod())) {
            response.setHeader("Allow", ALLOW);
            McpErrorBody.write(
                    response,
                    HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                    McpEnvelope.INVALID_REQUEST,
                    "Method not allowed: /mcp answers GET, POST and DELETE, not " + request.getMethod(),
                    null);
            return;
        }
        PlainErrorResponse plain = new PlainErrorResponse(response);
        try {
            chain.doFilter(request, plain);
        } catch (ServletException | RuntimeException fault) {
            log.error("MCP request failed", fault);
            if (!response.isCommitted()) {
                plain.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
            }
            return;
        }
        plain.finish();
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return true;
    }
}
