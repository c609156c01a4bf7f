package org.consentlab.mcp;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one shape every error from {@code /mcp} has: a one-line JSON-RPC error,
 * {@code {"jsonrpc":"2.0","id":…,"error":{"code":…,"message":"…"}}}, with the HTTP status that goes
 * with it. A message that would name the server's insides (a class, a package, an exception, a
 * parser's location) is replaced by plain words for its status.
 */
final class McpErrorBody {

    private static final JsonMapper JSON = JsonMapper.shared();
    private static final Pattern INTERNALS = Pattern.compile("Exception|Error\\b|\\b(java|javax|jakarta|tools|com|io|"
            + "org|reactor|sun)\\.[a-z]|\\$[A-Za-z]|\\bat \\[|\\b[A-Z][A-Za-z]+Node\\b|`");
    private static final int MAX_MESSAGE = 300;

    private McpErrorBody() {}

    static void write(HttpServletResponse response, int status, int code, String message, JsonNode id)
            throws IOException {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", plain(message, status));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("jsonrpc", "2.0");
        body.put("id", id);
        body.put("error", error);
        byte[] line = JSON.writeValueAsBytes(body);
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.setContentLength(line.length);
        response.getOutputStream().write(line);
        response.flushBuffer();
    }

    /** The JSON-RPC code for a refusal that came with none of its own. */
    static int codeFor(int status) {
        return status >= 500 ? -32603 : McpEnvelope.INVALID_REQUEST;
    }

    /** The message's first line if it names nothing internal, else the plain words for the status. */
    static String plain(String message, int status) {
        String line =
                message == null ? "" : message.lines().findFirst().orElse("").strip();
        if (line.isEmpty() || INTERNALS.matcher(line).find()) {
            return wordsFor(status);
        }
        return line.length() > MAX_MESSAGE ? line.substring(0, MAX_MESSAGE) + "…" : line;
    }

    static String wordsFor(int status) {
        return switch (status) {
            case 400 -> "The request is not a valid MCP message: send one JSON-RPC 2.0 message as UTF-8 JSON";
            case 401 -> "A bearer token is required";
            case 403 -> "This request is not allowed";
            case 404 -> "Not found: no such MCP session (initialize a new one) or path";
            case 405 -> "Method not allowed: /mcp answers GET, POST and DELETE";
            case 406 -> "Not acceptable: send Accept: application/json, text/event-stream";
            case 413 -> "The body is too large";
            case 415 -> "Unsupported media type: send Content-Type: application/json";
            case 503 -> "The server is shutting down: retry in a moment";
            default -> status >= 500 ? "The server could not handle this request" : "The request was refused";
        };
    }
}
