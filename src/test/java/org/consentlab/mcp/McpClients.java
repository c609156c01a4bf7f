package org.consentlab.mcp;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import java.net.http.HttpRequest;
import java.time.Duration;

/** A real MCP client (the SDK's own) for the app's {@code /mcp}, with a sandbox's bearer token. */
final class McpClients {

    private McpClients() {}

    /** Built, not yet initialized: the caller keeps it for closing, then initializes it. */
    static McpSyncClient of(int port, String bearer) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://127.0.0.1:" + port)
                .endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + bearer))
                .build();
        return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build();
    }
}
