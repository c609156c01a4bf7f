package org.consentlab.mcp;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.security.web.firewall.HttpStatusRequestRejectedHandler;
import org.springframework.security.web.firewall.RequestRejectedException;
import org.springframework.security.web.firewall.RequestRejectedHandler;

/**
 * Spring Security's firewall turns away a method it does not know ({@code CONNECTX}, {@code FOO})
 * before any filter of {@code /mcp} runs, with a bare 400. For {@code /mcp} such a request gets the
 * endpoint's one 405 instead ({@code Allow: GET, POST, DELETE}, one JSON-RPC error line); every
 * other rejection, and every other path, gets the firewall's usual 400.
 */
final class McpRejectedMethods implements RequestRejectedHandler {

    private final String mcpUri;
    private final RequestRejectedHandler usual = new HttpStatusRequestRejectedHandler();

    McpRejectedMethods(String mcpUri) {
        this.mcpUri = mcpUri;
    }

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, RequestRejectedException rejected)
            throws IOException, ServletException {
        String uri = request.getRequestURI();
        boolean mcp = mcpUri.equals(uri) || uri.startsWith(mcpUri + "/");
        if (!mcp || McpPlainErrors.SERVED.contains(request.getMethod())) {
            usual.handle(request, response, rejected);
            return;
        }
        response.setHeader("Allow", McpPlainErrors.ALLOW);
        McpErrorBody.write(
                response,
                HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                McpEnvelope.INVALID_REQUEST,
                McpErrorBody.wordsFor(HttpServletResponse.SC_METHOD_NOT_ALLOWED),
                null);
    }
}
