package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.Outcome;
import org.jspecify.annotations.Nullable;

/**
 * A pending (or decided) human decision bound to one call. The consequence text is written by
 * the app from its own data when the gate is armed, never taken from what an agent said.
 * {@code subject} names the record it is about (e.g. a report id) where a tool acts on one of
 * many; {@code handoffCode} is the one-time code of a handoff, shown only in the person's page.
 * Where an approver must decide, {@code consent*} record the person's own yes, given first (and
 * {@code consentFingerprint} what it was given to). {@code argsJson} are the arguments the call
 * asked with; {@code editedArgsJson} the ones the person edited them to before approving, if any;
 * {@code lab} the lab of its call, recorded when it was armed ({@code CallLab}); {@code armedBy} the
 * gated tool that armed it, by the name it arms under (its tool's name, unless another tool shares
 * that name), so that the gate's decision reaches that tool without reading anything into {@code subject};
 * {@code words} the consequence as a sentence of the bundles, where the tool wrote it so and nobody edited it since.
 */
public record Gate(
        long id,
        SandboxId sandbox,
        long callId,
        String tool,
        RequiredDecision requiredDecision,
        String consequence,
        GateStatus status,
        @Nullable Outcome outcome,
        Instant createdAt,
        Instant expiresAt,
        @Nullable String decidedBy,
        @Nullable Instant decidedAt,
        @Nullable Long decisionSeq,
        @Nullable String rationale,
        @Nullable String subject,
        @Nullable String handoffCode,
        @Nullable String consentBy,
        @Nullable Instant consentAt,
        @Nullable Long consentSeq,
        String argsJson,
        @Nullable String editedArgsJson,
        @Nullable String consentFingerprint,
        @Nullable Integer lab,
        String armedBy,
        @Nullable ConsequenceWords words) {

    /** Whether the gate belongs to lab {@code number}: its call's lab, recorded with it when armed. */
    public boolean ofLab(int number) {
        return lab != null && lab == number;
    }

    public boolean pending() {
        return status == GateStatus.PENDING;
    }

    /** The arguments the effect runs with: the person's edit where there is one, else the call's own. */
    public String argsToRun() {
        return editedArgsJson != null ? editedArgsJson : argsJson;
    }

    public boolean edited() {
        return editedArgsJson != null;
    }

    /** Pending, with the person's consent given: only an approver can move it now. */
    public boolean awaitingApprover() {
        return pending() && consentSeq != null;
    }
}
