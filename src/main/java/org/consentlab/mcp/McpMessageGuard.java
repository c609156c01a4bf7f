package org.consentlab.mcp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Predicate;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.JsonNode;

/**
 * Reads each {@code POST /mcp} body once, lets {@link McpEnvelope} check it, and answers a
 * malformed one itself with a JSON-RPC error; a well-formed one goes on to the MCP SDK with the
 * same bytes, read as UTF-8 whatever the request claimed. It runs after the access filter, so
 * strangers are turned away before their bodies are parsed.
 *
 * <p>Answers: a body that cannot be taken as a message at all gets {@code 400} with an error
 * without an id, as the Streamable HTTP transport says; a request whose parameters have the
 * wrong shape gets {@code 200} with a JSON-RPC error for its id, the way any in-protocol error
 * is answered. A {@code tools/call}'s arguments travel on as the caller sent them, beside the
 * SDK's binding of them (see {@link McpEnvelope#toolArguments}). A {@code tools/call} of a tool the
 * server does not have is refused here, in words; an {@code initialize} goes on only within
 * {@link McpSessionLimits}.
 */
final class McpMessageGuard extends OncePerRequestFilter {

    /** A {@code tools/call}'s arguments exactly as sent, for the tool-call service to check (see McpToolBridge). */
    static final String ARGUMENTS_ATTRIBUTE = McpMessageGuard.class.getName() + ".arguments";

    private final int maxBytes;
    private final Predicate<String> knownTool;
    private final McpSessionLimits sessionLimits;

    McpMessageGuard(int maxBytes, Predicate<String> knownTool, McpSessionLimits sessionLimits) {
        this.maxBytes = maxBytes;
        this.knownTool = knownTool;
        this.sessionLimits = sessionLimits;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long declared = request.getContentLengthLong();
        // A declared length is read into an array of exactly that size: a small message allocates
        // no more than itself (the stream ends there, Tomcat holds the body to its declared length).
        byte[] body = declared > maxBytes
                ? null
                : request.getInputStream().readNBytes(declared >= 0 ? (int) declared : maxBytes + 1);
        if (body == null || body.length > maxBytes) {
            answer(
                    response,
                    413,
                    new McpEnvelope.Refusal(
                            McpEnvelope.INVALID_REQUEST, "The body is larger than %d bytes".formatted(maxBytes), null));
            return;
        }
        McpEnvelope.Reading reading = McpEnvelope.read(body);
        Optional<McpEnvelope.Refusal> refusal = reading.refusal().or(() -> unknownTool(reading.message()));
        if (refusal.isPresent()) {
            answer(response, refusal.get().id() == null ? 400 : 200, refusal.get());
            return;
        }
        if ("initialize".equals(reading.message().path("method").asString(null))) {
            sessionLimits.admit(
                    request,
                    response,
                    reading.message().get("id"),
                    () -> chain.doFilter(new ReadAgainRequest(request, body), response));
            return;
        }
        String arguments = McpEnvelope.toolArguments(reading.message());
        if (arguments != null) {
            request.setAttribute(ARGUMENTS_ATTRIBUTE, arguments);
        }
        chain.doFilter(new ReadAgainRequest(request, body), response);
    }

    /**
     * The SDK answers an unknown tool with the constant message {@code Unknown tool: invalid_tool_name}
     * and the name in a {@code data} field; this names it in the message, as every other error does.
     */
    private Optional<McpEnvelope.Refusal> unknownTool(JsonNode message) {
        if (!"tools/call".equals(message.path("method").asString(null))) {
            return Optional.empty();
        }
        String name = message.path("params").path("name").asString("");
        return knownTool.test(name)
                ? Optional.empty()
                : Optional.of(new McpEnvelope.Refusal(
                        McpEnvelope.INVALID_PARAMS,
                        "Unknown tool '%s': tools/list names this server's tools. Nothing was ".formatted(name)
                                + "recorded or changed",
                        message.get("id")));
    }

    private static void answer(HttpServletResponse response, int status, McpEnvelope.Refusal refusal)
            throws IOException {
        McpErrorBody.write(response, status, refusal.code(), refusal.message(), refusal.id());
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !"POST".equals(request.getMethod());
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return true;
    }
}
