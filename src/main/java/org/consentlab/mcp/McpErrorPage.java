package org.consentlab.mcp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Some requests to {@code /mcp} are refused by the container before any filter of ours runs:
 * Tomcat answers {@code TRACE} with 405 itself (and an {@code Allow} of the servlet's methods), and
 * its error page would be Spring's {@code {"timestamp":…,"path":"/mcp"}}. On the error dispatch of
 * such a request this answers as every {@code /mcp} refusal does: one JSON-RPC error line, and for
 * 405 the same {@code Allow} as {@link McpPlainErrors}.
 */
final class McpErrorPage extends OncePerRequestFilter {

    private final String mcpUri;

    McpErrorPage(String mcpUri) {
        this.mcpUri = mcpUri;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        if (!(mcpUri.equals(uri) || (mcpUri + "/").equals(uri)) || response.isCommitted()) {
            chain.doFilter(request, response);
            return;
        }
        int status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer code
                ? code
                : response.getStatus();
        if (status == HttpServletResponse.SC_METHOD_NOT_ALLOWED) {
            // The error dispatch does not carry the refused method (Tomcat reports GET): the words leave it out.
            response.setHeader("Allow", McpPlainErrors.ALLOW);
        }
        McpErrorBody.write(response, status, McpErrorBody.codeFor(status), McpErrorBody.wordsFor(status), null);
    }

    @Override
    protected boolean shouldNotFilterErrorDispatch() {
        return false;
    }
}
