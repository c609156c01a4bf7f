package org.consentlab.mcp;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.security.Allowance;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * What one token may hold of the server's memory in MCP sessions. Every session the SDK keeps
 * lives until it is deleted or idle for the TTL, so {@code initialize} is where it is bounded: it is
 * rate-limited per sandbox (an {@link Allowance}, the project's Bucket4j throttle), and a new session is admitted only while the sandbox has
 * fewer than {@code per-sandbox} sessions and the node fewer than {@code in-all}. A sandbox has
 * exactly one valid token, so the limits per sandbox are also the limits per token, and a new
 * token does not reset them. What a session keeps is bounded by the size limits of
 * {@link McpInitializeLimits}; the ceiling these give is in docs/security.md.
 */
@Component
class McpSessionLimits {

    /** JSON-RPC's range for a server's own errors; a limit reached is neither a bad request nor bad params. */
    static final int LIMIT_REACHED = -32000;

    private final McpSessionBindings sessions;
    private final Allowance initializations;
    private final int perSandbox;
    private final int inAll;
    private final String rate;

    McpSessionLimits(
            McpSessionBindings sessions,
            ProxyManager<String> buckets,
            @Value("${consentlab.mcp.sessions.per-sandbox:10}") int perSandbox,
            @Value("${consentlab.mcp.sessions.in-all:2000}") int inAll,
            @Value("${consentlab.mcp.sessions.initialize-burst:20}") int burst,
            @Value("${consentlab.mcp.sessions.initialize-refill:PT2M}") Duration refill) {
        this.sessions = sessions;
        this.initializations = new Allowance(buckets, "mcp-initialize", burst, refill);
        this.perSandbox = perSandbox;
        this.inAll = inAll;
        this.rate = "%d every %s".formatted(burst, words(refill));
    }

    /** The rest of the request's way (the SDK), run only if the session may be opened. */
    interface Next {
        void run() throws IOException, ServletException;
    }

    void admit(HttpServletRequest request, HttpServletResponse response, JsonNode id, Next next)
            throws IOException, ServletException {
        if (!(request.getAttribute(McpAccessFilter.SANDBOX_ATTRIBUTE) instanceof SandboxId sandbox)) {
            next.run(); // the access filter always sets it; without it the SDK refuses the request anyway
            return;
        }
        if (!initializations.take(sandbox.value())) {
            long seconds = TimeUnit.NANOSECONDS.toSeconds(initializations.nanosToWait(sandbox.value())) + 1;
            response.setHeader("Retry-After", String.valueOf(seconds));
            McpErrorBody.write(
                    response,
                    429,
                    LIMIT_REACHED,
                    ("SLOW DOWN: initialize is limited to %s per token. " + "No session was opened; retry in %d s.")
                            .formatted(rate, seconds),
                    id);
            return;
        }
        Optional<McpSessionBindings.Limit> full = sessions.reserve(sandbox, perSandbox, inAll);
        if (full.isPresent()) {
            McpErrorBody.write(response, 200, LIMIT_REACHED, refusal(full.get()), id);
            return;
        }
        try {
            next.run();
        } finally {
            sessions.release(sandbox);
        }
    }

    private String refusal(McpSessionBindings.Limit limit) {
        String wait = "close one you no longer use (DELETE /mcp with its Mcp-Session-Id) or wait: a session unused "
                + "for %s is closed".formatted(words(sessions.idleTtl()));
        return switch (limit) {
            case SANDBOX ->
                "Session limit reached: at most %d open MCP sessions per sandbox (and its token). No "
                                .formatted(perSandbox)
                        + "session was opened; " + wait;
            case NODE ->
                "Session limit reached: this server holds at most %d open MCP sessions in all. No ".formatted(inAll)
                        + "session was opened; " + wait;
        };
    }

    static String words(Duration duration) {
        return duration.toString().substring(2).toLowerCase();
    }
}
