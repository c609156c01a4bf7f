package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.Outcome;
import org.jspecify.annotations.Nullable;

/**
 * A pending (or decided) human decision bound to one call. The consequence text is written by
 * the app from its own data when the gate is armed, never taken from what an agent said.
 * {@code subject} names the record it is about (e.g. a report id) where a tool acts on one of
 * many; {@code handoffCode} is the one-time code of a handoff, shown only in the person's page.
 * Where an approver must decide, {@code consent*} record the person's own yes, given first.
 */
public record Gate(long id, SandboxId sandbox, long callId, String tool, RequiredDecision requiredDecision,
                   String consequence, GateStatus status, @Nullable Outcome outcome, Instant createdAt,
                   Instant expiresAt, @Nullable String decidedBy, @Nullable Instant decidedAt,
                   @Nullable Long decisionSeq, @Nullable String rationale, @Nullable String subject,
                   @Nullable String handoffCode, @Nullable String consentBy, @Nullable Instant consentAt,
                   @Nullable Long consentSeq) {

    public boolean pending() {
        return status == GateStatus.PENDING;
    }

    /** Pending, with the person's consent given: only an approver can move it now. */
    public boolean awaitingApprover() {
        return pending() && consentSeq != null;
    }
}
