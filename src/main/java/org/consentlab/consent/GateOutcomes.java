package org.consentlab.consent;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.base.EventSequence;
import org.consentlab.consent.store.Gates;
import org.consentlab.consent.ui.EditNote;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.toolcall.CallLifecycle;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * What a gate's calls and its audit become at each step of the gate: armed on a call, opened by a
 * person (the effect runs), closed without running anything (declined, cancelled, expired), or
 * failed open on a timeout under the failure mode. The gates' facade and the decision path each use
 * it inside its own step, so neither calls into the other. A step reads the calls bound to its gate
 * once and moves them ({@link CallLifecycle}); the switches in force come with the step ({@link ModesInForce}).
 */
@Component
class GateOutcomes {

    private final Gates gates;
    private final CallLifecycle lifecycle;
    private final AuditLog audit;
    private final EventSequence sequence;
    private final GatedTools tools;
    private final DecisionAudit decisionAudit;

    GateOutcomes(Gates gates, CallLifecycle lifecycle, CallTrail trail, EventSequence sequence, GatedTools tools) {
        this.gates = gates;
        this.lifecycle = lifecycle;
        this.audit = trail.audit();
        this.sequence = sequence;
        this.tools = tools;
        this.decisionAudit = new DecisionAudit(trail.calls(), audit);
    }

    /** The call waits on gate {@code gateId}, the agent told {@code text}; the audit says which gate and why. */
    void armed(ToolInvocation call, long gateId, String armed, String text) {
        lifecycle.pendingOn(call, gateId, text);
        audit.append(ToolCall.auditRowOf(call, AuditEvent.GATE, armed).withResult(text, null));
    }

    /** The consent the person gave, where an approver must still open the gate; recorded once. */
    void consented(Gate gate, HumanDecision decision) {
        decisionAudit.decided(
                gate,
                null,
                "consented",
                decision,
                "Consent given in the page; awaiting an approver" + EditNote.of(gate));
    }

    /** A person's yes opens the gate and the effect runs for its calls, in this one step; its text, or why not. */
    String open(Gate gate, HumanDecision decision, Function<Gate, EffectResult> effect) {
        if (!decided(gate, GateStatus.APPROVED, null, decision.principal(), decision.at(), decision.rationale())) {
            return "Already decided by someone else; nothing more was done.";
        }
        List<ToolCall> bound = lifecycle.responded(lifecycle.boundTo(gate.id()));
        String approved =
                decision.byApprover() ? "Approved by an approver" + decision.because() : "Confirmed by a human";
        decisionAudit.decided(
                gate, armer(bound, gate), "approved", decision, approved + decision.signedWith() + EditNote.of(gate));
        bound = lifecycle.executing(bound);
        EffectResult done = run(bound, () -> effect.apply(gate));
        decisionAudit.result(gate, armer(bound, gate), decision, done.text());
        return done.text();
    }

    /** Closes a pending gate without running anything; every call bound to it ends denied with {@code outcome}. */
    String deny(
            Gate gate,
            GateStatus status,
            Outcome outcome,
            String by,
            Instant at,
            boolean human,
            @Nullable String rationale,
            String text,
            ModesInForce modes) {
        if (!decided(gate, status, outcome, by, at, rationale)) {
            return "Already decided; nothing more was done.";
        }
        // The records stay truthful whatever the agent is told; only a switched-on wrong design lies to it.
        // fixit:begin rejection-as-success
        String toAgent = modes.isOn(FailureMode.REJECTION_AS_SUCCESS)
                ? WrongDesigns.rejectionReportedAsSuccess(gate) // fixit:culprit rejection-as-success
                : text;
        List<ToolCall> bound = lifecycle.boundTo(gate.id());
        lifecycle.denied(human ? lifecycle.responded(bound) : bound, outcome, toAgent);
        decisionAudit.decided(gate, armer(bound, gate), status.label(), by, at, outcome, text);
        return text;
        // fixit:end rejection-as-success
    }

    /**
     * Times the gate out: denied, nothing done, unless the timeout-fails-open failure mode is on,
     * in which case the gate is recorded as what it is (expired, nobody answered), and then the
     * effect runs anyway, through {@link WrongDesigns#runOnTimeout}.
     */
    void expire(Gate gate, Instant at, ModesInForce modes) {
        // fixit:begin timeout-fails-open
        if (modes.isOn(FailureMode.TIMEOUT_FAILS_OPEN)) {
            failOpen(gate, at, modes); // fixit:culprit timeout-fails-open
            return;
        }
        // fixit:fix-begin timeout-fails-open
        deny(
                gate,
                GateStatus.EXPIRED,
                Outcome.TIMED_OUT,
                "system: timeout",
                at,
                false,
                null,
                "TIMED OUT: no person decided within %s. This is not a \"no\"; "
                                .formatted(inWords(Duration.between(gate.createdAt(), gate.expiresAt())))
                        + "nothing was done.",
                modes);
        // fixit:fix-end timeout-fails-open
        // fixit:end timeout-fails-open
    }

    private void failOpen(Gate gate, Instant at, ModesInForce modes) {
        if (!decided(gate, GateStatus.EXPIRED, Outcome.TIMED_OUT, "system: timeout", at, null)) {
            return;
        }
        GatedTool tool = tools.armed(gate).orElseThrow();
        List<ToolCall> bound = lifecycle.executing(lifecycle.responded(lifecycle.boundTo(gate.id())));
        EffectResult done = run(bound, () -> WrongDesigns.runOnTimeout(tool, gate, modes));
        decisionAudit.decided(
                gate,
                armer(bound, gate),
                GateStatus.EXPIRED.label(),
                "system: timeout",
                at,
                Outcome.TIMED_OUT,
                "Nobody answered, and it ran anyway (failure mode " + FailureMode.TIMEOUT_FAILS_OPEN.label() + "): "
                        + done.text());
    }

    /** Moves the gate out of PENDING, stamped with the next event; true only for the one step that did. */
    private boolean decided(
            Gate gate,
            GateStatus status,
            @Nullable Outcome outcome,
            String by,
            Instant at,
            @Nullable String rationale) {
        return gates.decide(gate.id(), status, outcome, by, at, sequence.next(), rationale);
    }

    /** Runs the effect for the calls bound to the gate, now executing; they are answered with its text unless it held or answered each. */
    private EffectResult run(List<ToolCall> executing, Supplier<EffectResult> effect) {
        EffectResult done = effect.get();
        if (!done.held() && !done.callsFinished()) {
            lifecycle.answered(executing, done.text());
        }
        return done;
    }

    /** The call that armed the gate, as this step holds it among the calls bound to the gate; null if not among them. */
    private static @Nullable ToolCall armer(List<ToolCall> bound, Gate gate) {
        return bound.stream()
                .filter(call -> call.id() == gate.callId())
                .findFirst()
                .orElse(null);
    }

    private static String inWords(Duration wait) {
        return wait.toSeconds() < 120 ? wait.toSeconds() + " s" : wait.toMinutes() + " min";
    }
}
