package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCalls;
import org.jspecify.annotations.Nullable;

/**
 * The audit row of a decision on a gate (approved, consented, declined, cancelled, timed out),
 * written in the decision's own step under the row of the call that armed the gate. Kept apart
 * from the gates' facade, so that carrying out a decision never calls back up into it.
 */
final class DecisionAudit {

    private final ToolCalls calls;
    private final AuditLog audit;

    DecisionAudit(ToolCalls calls, AuditLog audit) {
        this.calls = calls;
        this.audit = audit;
    }

    void decided(Gate gate, String decision, String by, Instant at, @Nullable Outcome outcome, String text) {
        audit.append(calls.find(gate.callId())
                .orElseThrow()
                .auditRow(AuditEvent.DECISION, gate.consequence())
                .withDecision(decision, by, at)
                .withResult(text, outcome == null ? null : outcome.label()));
    }
}
