package org.consentlab.mcp;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.CharArrayWriter;
import java.io.IOException;
import java.io.PrintWriter;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Holds back every error body written to an {@code /mcp} response and sends it again as a plain
 * {@link McpErrorBody}. The MCP SDK (2.2.0) writes its refusals (wrong Content-Type or Accept, no
 * session id, an unknown session, a message it cannot read) by serializing its {@code McpError}
 * exception whole, with {@code cause}, {@code localizedMessage} and a {@code stackTrace} of classes,
 * files and lines; and {@code sendError} would hand the status to the container's error page. Here,
 * a body written once the status is 4xx or 5xx is buffered, and {@link #finish()} keeps only its code
 * and message; {@code sendError} writes the plain body at once. Bodies of successful responses
 * (the SDK's event streams among them) pass straight through.
 */
final class PlainErrorResponse extends HttpServletResponseWrapper {

    private static final JsonMapper JSON = JsonMapper.shared();

    private CharArrayWriter held;
    private PrintWriter holding;
    private boolean answered;

    PlainErrorResponse(HttpServletResponse response) {
        super(response);
    }

    @Override
    public void sendError(int status) throws IOException {
        sendError(status, null);
    }

    @Override
    public void sendError(int status, String message) throws IOException {
        if (isCommitted()) {
            super.sendError(status, message);
            return;
        }
        resetBuffer();
        held = null;
        answered = true;
        McpErrorBody.write(
                (HttpServletResponse) getResponse(),
                status,
                McpErrorBody.codeFor(status),
                message == null ? McpErrorBody.wordsFor(status) : message,
                null);
    }

    @Override
    public PrintWriter getWriter() throws IOException {
        if (getStatus() < 400 || answered) {
            return super.getWriter();
        }
        if (held == null) {
            held = new CharArrayWriter();
            holding = new PrintWriter(held);
        }
        return holding;
    }

    /** Sends the held error body, plain; an error status without any body gets one too. */
    void finish() throws IOException {
        int status = getStatus();
        if (answered || status < 400 || isCommitted() && held == null) {
            return;
        }
        JsonNode written = held == null ? null : parse(held.toString());
        held = null;
        answered = true;
        resetBuffer();
        JsonNode error = written == null
                ? null
                : written.path("error").isObject()
                        ? written.get("error")
                        : written.path("jsonRpcError").isObject() ? written.get("jsonRpcError") : null;
        boolean ours = written != null && written.path("error").isObject();
        int code = ours && error.path("code").canConvertToInt()
                ? error.path("code").asInt()
                : McpErrorBody.codeFor(status);
        String message = error == null ? null : error.path("message").asString(null);
        JsonNode id =
                ours && written.path("id").isValueNode() && !written.path("id").isNull() ? written.get("id") : null;
        McpErrorBody.write((HttpServletResponse) getResponse(), status, code, message, id);
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (JacksonException notJson) {
            return null;
        }
    }
}
