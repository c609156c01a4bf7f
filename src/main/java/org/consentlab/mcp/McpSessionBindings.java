package org.consentlab.mcp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Which sandbox each MCP session belongs to. The MCP SDK accepts any known {@code Mcp-Session-Id}
 * from any caller, so without this a valid token of one sandbox could ride on another sandbox's
 * session. The binding is made when the SDK hands out the id on {@code initialize}, and checked on
 * every later request. Bindings idle for longer than the TTL are forgotten; the client then gets
 * 404 and starts a new session, which is what the protocol asks a client to do anyway. A session
 * with an open event stream is never idle (the SDK keeps it too). The bindings are also what
 * {@link McpSessionLimits} counts: a session is admitted only while a place is reserved for it.
 */
@Component
public class McpSessionBindings {

    public enum Verdict {
        SAME_SANDBOX,
        OTHER_SANDBOX,
        UNKNOWN
    }

    private record Binding(SandboxId sandbox, Instant lastSeen) {}

    private final Map<String, Binding> bySession = new ConcurrentHashMap<>();
    private final Map<String, Integer> openStreams = new ConcurrentHashMap<>();
    /** Places taken by {@code initialize} requests still on their way through the SDK; guarded by this. */
    private final Map<SandboxId, Integer> reserved = new HashMap<>();

    private int reservedInAll;
    private final Clock clock;
    private final Duration idleTtl;

    McpSessionBindings(Clock clock, @Value("${consentlab.mcp.session-idle-ttl:PT10M}") Duration idleTtl) {
        this.clock = clock;
        this.idleTtl = idleTtl;
    }

    /** Called once, when the session id is issued. A second bind of the same id never moves it. */
    public void bind(String sessionId, SandboxId sandbox) {
        Instant now = clock.instant();
        bySession.entrySet().removeIf(entry -> idle(entry.getKey(), entry.getValue(), now));
        bySession.putIfAbsent(sessionId, new Binding(sandbox, now));
    }

    public Verdict check(String sessionId, SandboxId caller) {
        Instant now = clock.instant();
        Binding binding = bySession.get(sessionId);
        if (binding == null) {
            return Verdict.UNKNOWN;
        }
        if (idle(sessionId, binding, now)) {
            bySession.remove(sessionId, binding);
            return Verdict.UNKNOWN;
        }
        if (!binding.sandbox().equals(caller)) {
            return Verdict.OTHER_SANDBOX;
        }
        bySession.replace(sessionId, binding, new Binding(binding.sandbox(), now));
        return Verdict.SAME_SANDBOX;
    }

    private boolean idle(String sessionId, Binding binding, Instant now) {
        return binding.lastSeen().plus(idleTtl).isBefore(now) && !openStreams.containsKey(sessionId);
    }

    public void forget(String sessionId) {
        bySession.remove(sessionId);
        openStreams.remove(sessionId);
    }

    /** An event stream of the session opened ({@code GET}); until it closes the session is in use. */
    void streamOpened(String sessionId) {
        openStreams.merge(sessionId, 1, Integer::sum);
    }

    void streamClosed(String sessionId) {
        openStreams.computeIfPresent(sessionId, (id, open) -> open > 1 ? open - 1 : null);
        Binding binding = bySession.get(sessionId);
        if (binding != null) {
            // Idleness counts from the stream's end, not from the request that opened it.
            bySession.replace(sessionId, binding, new Binding(binding.sandbox(), clock.instant()));
        }
    }

    /**
     * Takes a place for one new session of the sandbox, if it has fewer than {@code perSandbox}
     * sessions and the node fewer than {@code inAll} (reservations included, idle ones pruned
     * first). Empty if a place was taken, else the limit that is reached; a taken place is given
     * back with {@link #release} once the {@code initialize} request is done.
     */
    synchronized Optional<Limit> reserve(SandboxId sandbox, int perSandbox, int inAll) {
        Instant now = clock.instant();
        bySession.entrySet().removeIf(entry -> idle(entry.getKey(), entry.getValue(), now));
        if (bySession.size() + reservedInAll >= inAll) {
            return Optional.of(Limit.NODE);
        }
        long mine = bySession.values().stream()
                .filter(binding -> binding.sandbox().equals(sandbox))
                .count();
        if (mine + reserved.getOrDefault(sandbox, 0) >= perSandbox) {
            return Optional.of(Limit.SANDBOX);
        }
        reserved.merge(sandbox, 1, Integer::sum);
        reservedInAll++;
        return Optional.empty();
    }

    synchronized void release(SandboxId sandbox) {
        reserved.computeIfPresent(sandbox, (id, places) -> places > 1 ? places - 1 : null);
        reservedInAll--;
    }

    enum Limit {
        SANDBOX,
        NODE
    }

    /** How many sessions are bound; tests read it to see that pruning happens. */
    int size() {
        return bySession.size();
    }

    Duration idleTtl() {
        return idleTtl;
    }
}
