package org.consentlab.mcp;

import io.modelcontextprotocol.server.McpSyncServer;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Closes the MCP sessions first when the app stops. An open SSE stream otherwise holds the web
 * server's graceful shutdown for its full timeout; closed here, shutdown takes a moment. The
 * default phase stops before the web server does.
 */
@Component
class McpShutdown implements SmartLifecycle {

    private final McpSyncServer server;
    private volatile boolean running;

    McpShutdown(McpSyncServer server) {
        this.server = server;
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        server.closeGracefully();
    }

    @Override
    public boolean isRunning() {
        return running;
    }
}
