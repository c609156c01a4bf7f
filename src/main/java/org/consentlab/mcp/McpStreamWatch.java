package org.consentlab.mcp;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;

/**
 * Tells the session bindings while a session's event stream ({@code GET /mcp}) is open. The SDK
 * never sweeps a session with an open stream, so the bindings must not forget it either: otherwise
 * such a session would no longer count against the session limits while it still holds memory.
 */
final class McpStreamWatch implements AsyncListener {

    private final String sessionId;
    private final McpSessionBindings sessions;

    private McpStreamWatch(String sessionId, McpSessionBindings sessions) {
        this.sessionId = sessionId;
        this.sessions = sessions;
    }

    static void watch(AsyncContext stream, String sessionId, McpSessionBindings sessions) {
        sessions.streamOpened(sessionId);
        try {
            stream.addListener(new McpStreamWatch(sessionId, sessions));
        } catch (IllegalStateException alreadyOver) {
            // The stream ended before the servlet returned: nothing is open any more.
            sessions.streamClosed(sessionId);
        }
    }

    @Override
    public void onComplete(AsyncEvent event) {
        sessions.streamClosed(sessionId);
    }

    @Override
    public void onTimeout(AsyncEvent event) {
        // onComplete follows.
    }

    @Override
    public void onError(AsyncEvent event) {
        // onComplete follows.
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // One stream per listener: nothing to carry over.
    }
}
