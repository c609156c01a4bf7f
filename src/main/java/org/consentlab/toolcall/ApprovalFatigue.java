package org.consentlab.toolcall;

import java.util.Optional;
import org.consentlab.base.Timestamps;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Guards a person against approval fatigue (OWASP's human-oversight advice: a flood of requests
 * teaches people to click yes). Asked before a gated call arms its gate: past
 * {@code consentlab.gate.max-pending} decisions already waiting in the sandbox, the agent is
 * refused; and while the tool's {@link DeclineBreakers decline breaker} is on, the page stops
 * asking for that tool and the agent is told to ask the person in conversation. It protects the
 * person and never silences them: the person's own controls ({@link PersonsOwnCalls}) are never
 * refused. Both read the calls' own rows, so they hold across restarts and nodes.
 */
@Component
class ApprovalFatigue {

    private final JdbcClient jdbc;
    private final DeclineBreakers breakers;
    private final int maxPending;

    ApprovalFatigue(
            JdbcClient jdbc, DeclineBreakers breakers, @Value("${consentlab.gate.max-pending:10}") int maxPending) {
        this.jdbc = jdbc;
        this.breakers = breakers;
        this.maxPending = maxPending;
    }

    /** Why this request must not be put to the sandbox's person now, or empty when asking is fine. */
    Optional<String> refusal(ToolCall call) {
        if (PersonsOwnCalls.isPersonsOwn(call.channel(), call.caller())) {
            return Optional.empty();
        }
        // The sandbox's pending gates that a call waits on: a few rows, however long the sandbox's history.
        int pending = jdbc.sql("""
                        SELECT COUNT(*) FROM gate g WHERE g.sandbox_id = ? AND g.status = 'PENDING' AND EXISTS
                        (SELECT 1 FROM tool_call c WHERE c.gate_id = g.id AND c.state = ?)""")
                .params(call.sandbox().value(), CallState.APPROVAL_REQUESTED.label())
                .query(Integer.class)
                .single();
        if (pending >= maxPending) {
            return Optional.of(("Refused: %d requests already wait for the person's decision in this sandbox, "
                            + "at most %d may. Wait until the person has decided them. Nothing was changed.")
                    .formatted(pending, maxPending));
        }
        return breakers.of(call.sandbox(), call.tool())
                .map(on -> ("The person declined the last %d requests for "
                                + "%s within %d minutes, so this one is not put to them (until %s, or until the person lets agents "
                                + "ask again). Ask the person in conversation what they want before requesting again. "
                                + "Nothing was changed.")
                        .formatted(
                                on.declines(),
                                on.tool(),
                                breakers.window().toMinutes(),
                                Timestamps.seconds(on.liftsAt())));
    }
}
