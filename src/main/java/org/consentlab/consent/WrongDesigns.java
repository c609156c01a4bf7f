package org.consentlab.consent;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.store.Gates;
import org.consentlab.consent.store.SessionAllowances;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.passkey.PasskeyOwner;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallLifecycle;
import org.consentlab.toolcall.ToolCall;

/**
 * THE WRONG DESIGNS that Lab 6's failure modes and Lab 5's flawed UI behaviours demonstrate, each
 * in one place and named for what it gets wrong. Nothing here runs unless an instructor switched
 * its {@link FailureMode} on for the sandbox, or a learner picked the behaviour for one Lab 5 run;
 * the correct twin is the code path taken otherwise.
 */
public final class WrongDesigns {

    /** {@link FailureMode#WRONG_ROW}: a description that does not say which record. */
    public static final String DESCRIPTION_WITHOUT_IDENTITY = "Archive the selected report?";

    private WrongDesigns() {}

    /** {@link FailureMode#REJECTION_AS_SUCCESS}: tells the agent it worked when nothing happened. */
    static String rejectionReportedAsSuccess(Gate gate) {
        return "DONE. Completed: " + gate.consequence();
    }

    /**
     * {@link FailureMode#APPROVAL_NOT_BOUND}: a decision counts for the call whatever its arguments
     * have become since the person saw them; the effect runs with the arguments as they are now.
     */
    public static Optional<String> decisionNotBoundToArguments() {
        return Optional.empty();
    }

    /**
     * {@link FailureMode#APPROVAL_NOT_BOUND}, at the person's limit: the rung was worked out once,
     * when the call was armed, and is not worked out again for the arguments the decision runs with.
     */
    public static Optional<ConsequenceWords> limitNotCheckedAgainAtTheDecision() {
        return Optional.empty();
    }

    /**
     * {@link FailureMode#APPROVAL_NOT_BOUND}: a retry with the same idempotency key hands the pending
     * call its new arguments, and the gate's consequence (what the person reads) stays as it was.
     */
    public static void retryReplacesArguments(Gates gates, Gate gate, String retryArgsJson) {
        gates.replaceArgs(gate.id(), retryArgsJson);
    }

    /** {@link UiBehaviour#VAGUE_CONFIRMATION}: a dialog that names neither who, how much, nor permanence. */
    public static final String VAGUE_CONFIRMATION = "Are you sure?";

    /**
     * {@link FailureMode#NO_GATE}, {@link FailureMode#REMEMBERED_YES} and Lab 5's
     * {@link UiBehaviour#NO_CONFIRMATION}: the effect runs on the agent's request path, with no
     * decision recorded. The audit row names the wrong design. A held effect leaves the call executing.
     */
    public static ToolResponse runWithoutPrompt(
            CallLifecycle calls,
            AuditLog audit,
            ToolInvocation call,
            String wrongDesign,
            Supplier<EffectResult> effect) {
        calls.executing(call);
        EffectResult done = effect.get();
        audit.append(ToolCall.auditRowOf(call, AuditEvent.RESULT, "Ran without asking anyone (" + wrongDesign + ")")
                .withResult(done.text(), null));
        return done.toResponse();
    }

    /**
     * {@link FailureMode#FIRES_EARLY}: the gate is armed and the agent told PENDING, but the effect
     * request leaves in the same breath, before anyone has answered. The audit row names the wrong design.
     */
    public static void sendAsTheGateArms(
            AuditLog audit, ToolInvocation call, String wrongDesign, Supplier<EffectResult> effect) {
        EffectResult sent = effect.get();
        audit.append(ToolCall.auditRowOf(call, AuditEvent.RESULT, "Sent before anyone answered (" + wrongDesign + ")")
                .withResult(sent.text(), null));
    }

    /**
     * {@link FailureMode#TIMEOUT_FAILS_OPEN}: nobody answered, and the effect runs as if the silence
     * were a yes. The gate itself is recorded truthfully as expired; only the effect is wrong.
     */
    static EffectResult runOnTimeout(GatedTool tool, Gate gate, ModesInForce modes) {
        return tool.effect(gate, modes);
    }

    /**
     * {@link FailureMode#AGENT_PRESSES_CONFIRM}: Lab 4's Confirm stops wanting a trusted event, so
     * the agent's own script calling click() on it counts as the person's yes.
     */
    public static ConfirmDefence anyClickConfirms() {
        return ConfirmDefence.NONE;
    }

    /**
     * {@link FailureMode#REMEMBERED_YES}: a yes given while the switch is on is kept as a standing
     * yes for the session, against the policy that forbids one for this tool.
     */
    public static void rememberYes(SessionAllowances allowances, Gate gate, String sessionRef, String by, Instant at) {
        allowances.rememberAgainstPolicy(gate.sandbox(), sessionRef, gate.tool(), by, at);
    }

    /**
     * {@link UiBehaviour#FIRES_EARLY}: the page opens the same dialog as the correct design, and
     * sends the effect request in the same breath, before anyone has answered it.
     */
    public static EffectResult sendAsTheDialogOpens(Function<LifecycleRun, EffectResult> send, LifecycleRun run) {
        return send.apply(run);
    }

    /**
     * {@link UiBehaviour#DIALOG_INSTEAD_OF_APPROVAL}: asks the person in the page for what an
     * approver outside the run must give, so their yes alone opens the gate.
     */
    public static RequiredDecision inPageConsentInsteadOfApproval(RequiredDecision required) {
        return required == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? RequiredDecision.CONSENT_NAMING_CONSEQUENCE
                : required;
    }

    /**
     * {@link FailureMode#APPROVE_ALL_HIDES}: Approve all lists only the calls it may cover, and its
     * click says yes to every row still waiting for the person, the irreversible ones below the fold too.
     */
    static List<DecisionBatch.Item> approveAllCoversEveryRow(Collection<DecisionBatch.Item> rows) {
        return rows.stream()
                .filter(row -> row.state() == DecisionBatch.State.PENDING)
                .toList();
    }

    /**
     * {@link FailureMode#ANY_PASSKEY}: Lab 7's passkey Confirm finds the signing credential as a
     * sign-in does, by its id among every registered passkey, so one registered for any sandbox (an
     * agent's own) signs this sandbox's call and its signature verifies.
     */
    public static PasskeyOwner anyRegisteredPasskeySigns() {
        return PasskeyOwner.anyone();
    }
}
