package org.consentlab.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One MCP session spoken on the wire (JSON-RPC over Streamable HTTP, as any MCP client sends
 * it), without a client library's threads: requests go out asynchronously, so a single load
 * thread can hold a fixed rate of hundreds a second without waiting for answers.
 */
final class McpWire {

    static final String READ = "{\"name\":\"get_account\",\"arguments\":{}}";
    static final String GATED = "{\"name\":\"delete_account\",\"arguments\":{}}";

    private final HttpClient http;
    private final URI endpoint;
    private final String token;
    private final String session;
    private final AtomicLong ids = new AtomicLong(10);

    private McpWire(HttpClient http, URI endpoint, String token, String session) {
        this.http = http;
        this.endpoint = endpoint;
        this.token = token;
        this.session = session;
    }

    /** Opens a session ({@code initialize}, then {@code notifications/initialized}) at {@code base}/mcp. */
    static McpWire open(HttpClient http, String base, String token) throws Exception {
        McpWire opening = new McpWire(http, URI.create(base + "/mcp"), token, null);
        HttpResponse<String> initialized = opening.send("""
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                "capabilities":{},"clientInfo":{"name":"consent-lab-bench","version":"1"}}}""").get();
        String session = initialized
                .headers()
                .firstValue("Mcp-Session-Id")
                .orElseThrow(() -> new IllegalStateException("initialize answered " + initialized.statusCode()));
        McpWire wire = new McpWire(http, opening.endpoint, token, session);
        wire.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                .get();
        return wire;
    }

    /** A {@code tools/call}; completes with the answer's body, failing on anything but a tool result. */
    CompletableFuture<String> callTool(String params) {
        return request("tools/call", params).thenApply(body -> {
            if (!body.contains("\"result\"") || body.contains("\"isError\":true")) {
                throw new IllegalStateException("tools/call failed: " + body);
            }
            return body;
        });
    }

    /** A bare {@code ping}. */
    CompletableFuture<String> ping() {
        return request("ping", null);
    }

    private CompletableFuture<String> request(String method, String params) {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"%s\"%s}"
                .formatted(ids.incrementAndGet(), method, params == null ? "" : ",\"params\":" + params);
        return send(body).thenApply(response -> {
            if (response.statusCode() != 200) {
                throw new IllegalStateException(method + " answered " + response.statusCode() + ": " + response.body());
            }
            return response.body();
        });
    }

    private CompletableFuture<HttpResponse<String>> send(String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        return http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
