package org.consentlab.toolcall;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * The decline breaker, per tool: after {@code consentlab.gate.decline-breaker.declines} declines in
 * a row of agents' requests for one tool within the window, agents' further requests for that tool
 * are not put to the person. Per tool rather than per agent session, because a person's no is about
 * the action (deleting the account is not archiving a report), and because an agent that opens a new
 * session (a reconnect, another script) must not get past the person's no. Only agents' requests
 * count and are refused ({@link PersonsOwnCalls}); a reset of the sandbox, or the person lifting the
 * breaker, starts the count again. All of it is read from the calls' own rows and the lifts, so it
 * holds across restarts and nodes. {@code declines} of 0 switches it off, and then it reads nothing.
 */
@Service
public class DeclineBreakers {

    /**
     * The tool's latest decided gates in the sandbox, each with its calls' outcome: read from the
     * sandbox's gates of the tool (their index), then their calls, not from the sandbox's whole history.
     */
    static final String LATEST_DECIDED_GATES = """
            SELECT MAX(c.outcome) AS outcome, MAX(c.updated_at) AS at, MAX(c.route) AS route
            FROM gate g JOIN tool_call c ON c.gate_id = g.id
            WHERE g.sandbox_id = :sandbox AND g.tool = :tool AND c.tool = :tool AND c.state IN (:final)
            AND c.updated_at > :since AND NOT (c.channel = :button)
            AND NOT (c.channel = :agent AND c.caller IN (:labRuns))
            GROUP BY c.gate_id ORDER BY at DESC LIMIT :n""";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;
    private final Sandboxes sandboxes;
    private final int declines;
    private final Duration window;

    DeclineBreakers(
            JdbcClient jdbc,
            Clock clock,
            SandboxEvents events,
            Sandboxes sandboxes,
            @Value("${consentlab.gate.decline-breaker.declines:3}") int declines,
            @Value("${consentlab.gate.decline-breaker.window:PT10M}") Duration window) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
        this.sandboxes = sandboxes;
        this.declines = declines;
        this.window = window;
    }

    /** Every tool of the sandbox whose breaker is on now, the soonest to lift first. */
    public List<DeclineBreaker> on(SandboxId sandbox) {
        if (declines <= 0) {
            return List.of(); // switched off: a page's redraw asks the database nothing for it either
        }
        List<String> declinedTools = jdbc.sql("""
                        SELECT DISTINCT tool FROM tool_call WHERE sandbox_id = ? AND gate_id IS NOT NULL
                        AND outcome = ? AND updated_at > ? ORDER BY tool""")
                .params(
                        sandbox.value(),
                        Outcome.DECLINED.label(),
                        Instant.now(clock).minus(window))
                .query(String.class)
                .list();
        return declinedTools.stream()
                .map(tool -> of(sandbox, tool))
                .flatMap(Optional::stream)
                .sorted(Comparator.comparing(DeclineBreaker::liftsAt))
                .toList();
    }

    /** The tool's breaker, if it is on: the latest decided agents' requests since it last started counting were all declines. */
    public Optional<DeclineBreaker> of(SandboxId sandbox, String tool) {
        if (declines <= 0) {
            return Optional.empty(); // switched off: no gated call pays for the breaker's queries
        }
        Instant since = countsSince(sandbox, tool);
        // Cheap first (an index on the few decided-with-an-outcome rows): too few declines at all means off.
        int declinedGates = jdbc.sql("""
                        SELECT COUNT(DISTINCT gate_id) FROM tool_call WHERE sandbox_id = ? AND outcome = ? AND tool = ?
                        AND updated_at > ?""")
                .params(sandbox.value(), Outcome.DECLINED.label(), tool, since)
                .query(Integer.class)
                .single();
        if (declinedGates < declines) {
            return Optional.empty();
        }
        record Declined(Instant at, @Nullable String route) {}
        List<@Nullable Declined> declined = jdbc.sql(LATEST_DECIDED_GATES)
                .param("sandbox", sandbox.value())
                .param("tool", tool)
                .param(
                        "final",
                        List.of(
                                CallState.OUTPUT_AVAILABLE.label(),
                                CallState.OUTPUT_DENIED.label(),
                                CallState.OUTPUT_ERROR.label()))
                .param("since", since)
                .param("button", Channel.BUTTON.label())
                .param("agent", Channel.SIMULATED_AGENT.label())
                .param("labRuns", PersonsOwnCalls.labRunCallers())
                .param("n", declines)
                .query((rs, row) -> Outcome.DECLINED.label().equals(rs.getString("outcome"))
                        ? new Declined(rs.getObject("at", Instant.class), rs.getString("route"))
                        : null)
                .list();
        if (declined.size() < declines || declined.contains(null)) {
            return Optional.empty();
        }
        // It lifts when the oldest of the declines leaves the window; it tripped on the page of the latest.
        return Optional.of(new DeclineBreaker(
                tool,
                declines,
                declined.getLast().at().plus(window),
                declined.getFirst().route()));
    }

    /**
     * The person lets agents ask for {@code tool} again: the declines so far stop counting. Only the
     * person's page calls this, on a person's click; no agent path reaches it.
     */
    public void lift(SandboxId sandbox, String tool, String by) {
        jdbc.sql("INSERT INTO decline_breaker_lift (sandbox_id, tool, lifted_at, lifted_by) VALUES (?, ?, ?, ?)")
                .params(sandbox.value(), tool, Instant.now(clock), by)
                .update();
        events.changed(sandbox, SandboxChange.CALLS);
    }

    /** Declines count within the window, and only since the sandbox's last reset and the tool's last lift. */
    private Instant countsSince(SandboxId sandbox, String tool) {
        Instant since = Instant.now(clock).minus(window);
        Instant resetAt = sandboxes.resetAt(sandbox).orElse(null);
        Instant liftedAt = jdbc.sql(
                        "SELECT MAX(lifted_at) AS at FROM decline_breaker_lift WHERE sandbox_id = ? AND tool = ?")
                .params(sandbox.value(), tool)
                .query((rs, row) -> rs.getObject("at", Instant.class))
                .optional()
                .orElse(null);
        for (Instant later : new Instant[] {resetAt, liftedAt}) {
            if (later != null && later.isAfter(since)) {
                since = later;
            }
        }
        return since;
    }

    int declines() {
        return declines;
    }

    Duration window() {
        return window;
    }
}
