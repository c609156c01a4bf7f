package org.consentlab.mcp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.springframework.web.filter.OncePerRequestFilter;

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
 * SDK's binding of them (see {@link McpEnvelope#toolArguments}).
 */
final class McpMessageGuard extends OncePerRequestFilter {

    /** A {@code tools/call}'s arguments exactly as sent, for the tool-call service to check (see McpToolBridge). */
    static final String ARGUMENTS_ATTRIBUTE = McpMessageGuard.class.getName() + ".arguments";

    private final int maxBytes;

    McpMessageGuard(int maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long declared = request.getContentLengthLong();
        // A declared length is read into an array of exactly that size: a small message allocates
        // no more than itself (the stream ends there, Tomcat holds the body to its declared length).
        byte[] body = declared > maxBytes ? null
                : request.getInputStream().readNBytes(declared >= 0 ? (int) declared : maxBytes + 1);
        if (body == null || body.length > maxBytes) {
            answer(response, 413, new McpEnvelope.Refusal(McpEnvelope.INVALID_REQUEST,
                    "The body is larger than %d bytes".formatted(maxBytes), null));
            return;
        }
        McpEnvelope.Reading reading = McpEnvelope.read(body);
        Optional<McpEnvelope.Refusal> refusal = reading.refusal();
        if (refusal.isPresent()) {
            answer(response, refusal.get().id() == null ? 400 : 200, refusal.get());
            return;
        }
        String arguments = McpEnvelope.toolArguments(reading.message());
        if (arguments != null) {
            request.setAttribute(ARGUMENTS_ATTRIBUTE, arguments);
        }
        chain.doFilter(new ReadAgainRequest(request, body), response);
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
