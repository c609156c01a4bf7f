package org.consentlab.toolcall;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Guards a person against approval fatigue (OWASP's human-oversight advice: a flood of requests
 * teaches people to click yes). Asked before a gated call arms its gate: past
 * {@code consentlab.gate.max-pending} decisions already waiting in the sandbox, the agent is
 * refused; and after {@code consentlab.gate.decline-breaker.declines} declines in a row within
 * the window, the page stops asking and the agent is told to ask the person in conversation.
 * Both read the calls' own rows, so they hold across restarts and nodes.
 */
@Component
class ApprovalFatigue {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final int maxPending;
    private final int declines;
    private final Duration window;

    ApprovalFatigue(JdbcClient jdbc, Clock clock, @Value("${consentlab.gate.max-pending:10}") int maxPending,
                    @Value("${consentlab.gate.decline-breaker.declines:3}") int declines,
                    @Value("${consentlab.gate.decline-breaker.window:PT10M}") Duration window) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.maxPending = maxPending;
        this.declines = declines;
        this.window = window;
    }

    /** Why this sandbox's person must not be asked again now, or empty when asking is fine. */
    Optional<String> refusal(SandboxId sandbox) {
        int pending = jdbc.sql("SELECT COUNT(DISTINCT gate_id) FROM tool_call WHERE sandbox_id = ? AND state = ?")
                .params(sandbox.value(), CallState.APPROVAL_REQUESTED.label()).query(Integer.class).single();
        if (pending >= maxPending) {
            return Optional.of(("Refused: %d requests already wait for the person's decision in this sandbox, "
                    + "at most %d may. Wait until the person has decided them. Nothing was changed.")
                    .formatted(pending, maxPending));
        }
        if (declinedInARow(sandbox)) {
            return Optional.of(("The person declined the last %d requests within %d minutes, so this one is not "
                    + "put to them. Ask the person in conversation what they want before requesting again. "
                    + "Nothing was changed.").formatted(declines, window.toMinutes()));
        }
        return Optional.empty();
    }

    /** The latest decided gates of the sandbox, newest first, were all declines, and recent ones. */
    private boolean declinedInARow(SandboxId sandbox) {
        List<Decided> latest = jdbc.sql("""
                        SELECT MAX(outcome) AS outcome, MAX(updated_at) AS at FROM tool_call
                        WHERE sandbox_id = ? AND gate_id IS NOT NULL AND state IN (?, ?, ?)
                        GROUP BY gate_id ORDER BY at DESC LIMIT ?""")
                .params(sandbox.value(), CallState.OUTPUT_AVAILABLE.label(), CallState.OUTPUT_DENIED.label(),
                        CallState.OUTPUT_ERROR.label(), declines)
                .query((rs, row) -> new Decided(rs.getString("outcome"), rs.getObject("at", Instant.class))).list();
        Instant since = Instant.now(clock).minus(window);
        return declines > 0 && latest.size() == declines && latest.stream()
                .allMatch(d -> Outcome.DECLINED.label().equals(d.outcome()) && d.at().isAfter(since));
    }

    private record Decided(String outcome, Instant at) {
    }
}
