package org.consentlab.mcp;

import io.modelcontextprotocol.spec.HttpHeaders;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import org.consentlab.sandbox.SandboxId;

/**
 * Binds a new MCP session to the caller's sandbox at the moment the SDK sets the session header,
 * before the response body (and so the id) can reach the client. Binding after the response was
 * sent would leave a window in which the client's next request finds no binding.
 */
final class SessionCapturingResponse extends HttpServletResponseWrapper {

    private final SandboxId sandbox;
    private final McpSessionBindings sessions;

    SessionCapturingResponse(HttpServletResponse response, SandboxId sandbox, McpSessionBindings sessions) {
        super(response);
        this.sandbox = sandbox;
        this.sessions = sessions;
    }

    @Override
    public void setHeader(String name, String value) {
        capture(name, value);
        super.setHeader(name, value);
    }

    @Override
    public void addHeader(String name, String value) {
        capture(name, value);
        super.addHeader(name, value);
    }

    private void capture(String name, String value) {
        if (HttpHeaders.MCP_SESSION_ID.equalsIgnoreCase(name) && value != null) {
            sessions.bind(value, sandbox);
        }
    }
}
