package org.consentlab.sandbox;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Just enough of an MCP client over HTTP for a test that starts and kills the app: a session, then tool calls. */
record RawMcpClient(int port, String token, String session) {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** Initializes a new MCP session for the sandbox behind {@code token}. */
    static RawMcpClient connect(int port, String token) throws Exception {
        String session = post(port, token, null, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                "capabilities":{},"clientInfo":{"name":"raw-test","version":"1"}}}""")
                .headers()
                .firstValue("Mcp-Session-Id")
                .orElseThrow();
        post(port, token, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return new RawMcpClient(port, token, session);
    }

    /** The whole answer to one {@code tools/call} without arguments, as it came off the stream. */
    String call(String tool) throws Exception {
        return post(
                        port,
                        token,
                        session,
                        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                                + "\",\"arguments\":{}}}")
                .body();
    }

    private static HttpResponse<String> post(int port, String token, String session, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
