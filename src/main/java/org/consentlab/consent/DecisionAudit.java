package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.jspecify.annotations.Nullable;

/**
 * The audit row of a decision on a gate (approved, consented, declined, cancelled, timed out),
 * written in the decision's own step under the row of the call that armed the gate: the call as
 * the step already holds it, read only when the step holds none.
 */
record DecisionAudit(ToolCalls calls, AuditLog audit) {

    void decided(
            Gate gate,
            @Nullable ToolCall armer,
            String decision,
            String by,
            Instant at,
            @Nullable Outcome outcome,
            String text) {
        audit.append(callOf(gate, armer)
                .auditRow(AuditEvent.DECISION, gate.consequence())
                .withDecision(decision, by, at)
                .withResult(text, outcome == null ? null : outcome.label()));
    }

    /** A person's decision on the gate, in the step that made it: {@code kind} says what it did ("approved", "consented"). */
    void decided(Gate gate, @Nullable ToolCall armer, String kind, HumanDecision decision, String text) {
        decided(gate, armer, kind, decision.principal(), decision.at(), null, text);
    }

    /** What the effect that {@code decision} let run did, under the row of the call that armed the gate. */
    void result(Gate gate, @Nullable ToolCall armer, HumanDecision decision, String text) {
        audit.append(callOf(gate, armer)
                .auditRow(AuditEvent.RESULT, gate.consequence())
                .withDecision("approved", decision.principal(), decision.at())
                .withResult(text, null));
    }

    /** The call that armed the gate: {@code held} when the step holds it, else as stored. */
    private ToolCall callOf(Gate gate, @Nullable ToolCall held) {
        return held != null ? held : calls.find(gate.callId()).orElseThrow();
    }
}
