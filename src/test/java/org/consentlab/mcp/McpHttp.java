package org.consentlab.mcp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Raw HTTP/1.1 against {@code /mcp}, over a plain socket so that a test can send exactly the
 * headers an attacker would, {@code Host} included (Java's HTTP client refuses to set it).
 */
final class McpHttp {

    record Response(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase());
        }
    }

    static final String INITIALIZE = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
            "capabilities":{},"clientInfo":{"name":"raw-test","version":"1"}}}""";

    static final String LIST_TOOLS = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";

    private McpHttp() {}

    static Response post(int port, String body, Map<String, String> extraHeaders) throws IOException {
        return send(port, "POST", body, extraHeaders);
    }

    /** {@code extraHeaders} may override Host; a null value leaves a header out. */
    static Response send(int port, String method, String body, Map<String, String> extraHeaders) throws IOException {
        return send(port, method, body.getBytes(StandardCharsets.UTF_8), extraHeaders);
    }

    /** As above with the body's exact bytes, which need not be valid UTF-8. */
    static Response send(int port, String method, byte[] payload, Map<String, String> extraHeaders) throws IOException {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Host", "127.0.0.1:" + port);
        headers.put("Content-Type", "application/json");
        headers.put("Accept", "application/json, text/event-stream");
        headers.put("Connection", "close");
        headers.putAll(extraHeaders);
        StringBuilder request = new StringBuilder(method + " /mcp HTTP/1.1\r\n");
        headers.forEach((name, value) -> {
            if (value != null) {
                request.append(name).append(": ").append(value).append("\r\n");
            }
        });
        request.append("Content-Length: ").append(payload.length).append("\r\n\r\n");
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(payload);
            out.flush();
            return parse(socket.getInputStream());
        }
    }

    private static Response parse(InputStream in) throws IOException {
        String raw = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        int split = raw.indexOf("\r\n\r\n");
        String[] head = raw.substring(0, split).split("\r\n");
        Matcher status = Pattern.compile("HTTP/1\\.1 (\\d{3})").matcher(head[0]);
        if (!status.find()) {
            throw new IOException("not an HTTP response: " + head[0]);
        }
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < head.length; i++) {
            int colon = head[i].indexOf(':');
            headers.put(
                    head[i].substring(0, colon).trim().toLowerCase(),
                    head[i].substring(colon + 1).trim());
        }
        return new Response(Integer.parseInt(status.group(1)), headers, raw.substring(split + 4));
    }
}
