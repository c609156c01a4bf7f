package org.consentlab.mcp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Which sandbox each MCP session belongs to. The MCP SDK accepts any known {@code Mcp-Session-Id}
 * from any caller, so without this a valid token of one sandbox could ride on another sandbox's
 * session. The binding is made when the SDK hands out the id on {@code initialize}, and checked on
 * every later request. Bindings idle for longer than the TTL are forgotten; the client then gets
 * 404 and starts a new session, which is what the protocol asks a client to do anyway.
 */
@Component
public class McpSessionBindings {

    public enum Verdict { SAME_SANDBOX, OTHER_SANDBOX, UNKNOWN }

    private record Binding(SandboxId sandbox, Instant lastSeen) {
    }

    private final Map<String, Binding> bySession = new ConcurrentHashMap<>();
    private final Clock clock;
    private final Duration idleTtl;

    McpSessionBindings(Clock clock, @Value("${consentlab.mcp.session-idle-ttl:PT12H}") Duration idleTtl) {
        this.clock = clock;
        this.idleTtl = idleTtl;
    }

    /** Called once, when the session id is issued. A second bind of the same id never moves it. */
    public void bind(String sessionId, SandboxId sandbox) {
        Instant now = clock.instant();
        bySession.values().removeIf(binding -> idle(binding, now));
        bySession.putIfAbsent(sessionId, new Binding(sandbox, now));
    }

    public Verdict check(String sessionId, SandboxId caller) {
        Instant now = clock.instant();
        Binding binding = bySession.get(sessionId);
        if (binding == null) {
            return Verdict.UNKNOWN;
        }
        if (idle(binding, now)) {
            bySession.remove(sessionId, binding);
            return Verdict.UNKNOWN;
        }
        if (!binding.sandbox().equals(caller)) {
            return Verdict.OTHER_SANDBOX;
        }
        bySession.replace(sessionId, binding, new Binding(binding.sandbox(), now));
        return Verdict.SAME_SANDBOX;
    }

    private boolean idle(Binding binding, Instant now) {
        return binding.lastSeen().plus(idleTtl).isBefore(now);
    }

    public void forget(String sessionId) {
        bySession.remove(sessionId);
    }

    /** How many sessions are bound; tests read it to see that pruning happens. */
    int size() {
        return bySession.size();
    }
}
