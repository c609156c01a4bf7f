package org.consentlab.mcp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads each {@code POST /mcp} body once, lets {@link McpEnvelope} check it, and answers a
 * malformed one itself with a JSON-RPC error; a well-formed one goes on to the MCP SDK with the
 * same bytes, read as UTF-8 whatever the request claimed. It runs after the access filter, so
 * strangers are turned away before their bodies are parsed.
 *
 * <p>Answers: a body that cannot be taken as a message at all gets {@code 400} with an error
 * without an id, as the Streamable HTTP transport says; a request whose parameters have the
 * wrong shape gets {@code 200} with a JSON-RPC error for its id, the way any in-protocol error
 * is answered.
 */
final class McpMessageGuard extends OncePerRequestFilter {

    private final int maxBytes;
    private final JsonMapper json;

    McpMessageGuard(int maxBytes, JsonMapper json) {
        this.maxBytes = maxBytes;
        this.json = json;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readNBytes(maxBytes + 1);
        if (body.length > maxBytes) {
            answer(response, 413, new McpEnvelope.Refusal(McpEnvelope.INVALID_REQUEST,
                    "The body is larger than %d bytes".formatted(maxBytes), null));
            return;
        }
        Optional<McpEnvelope.Refusal> refusal = McpEnvelope.check(body);
        if (refusal.isPresent()) {
            answer(response, refusal.get().id() == null ? 400 : 200, refusal.get());
            return;
        }
        chain.doFilter(new ReadAgain(request, body), response);
    }

    private void answer(HttpServletResponse response, int status, McpEnvelope.Refusal refusal) throws IOException {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", refusal.code());
        error.put("message", refusal.message());
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("jsonrpc", "2.0");
        message.put("id", refusal.id());
        message.put("error", error);
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(json.writeValueAsString(message));
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !"POST".equals(request.getMethod());
    }

    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return true;
    }

    /** The request with its body read already: the SDK reads the same bytes again, as UTF-8. */
    private static final class ReadAgain extends HttpServletRequestWrapper {

        private final byte[] body;

        ReadAgain(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public String getCharacterEncoding() {
            return StandardCharsets.UTF_8.name();
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }

        @Override
        public BufferedReader getReader() {
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), StandardCharsets.UTF_8));
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream bytes = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return bytes.read();
                }

                @Override
                public int read(byte[] buffer, int offset, int length) {
                    return bytes.read(buffer, offset, length);
                }

                @Override
                public boolean isFinished() {
                    return bytes.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body is already read");
                }
            };
        }
    }
}
