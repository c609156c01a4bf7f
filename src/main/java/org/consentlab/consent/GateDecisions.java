package org.consentlab.consent;

import java.util.List;
import java.util.function.Function;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.base.EventSequence;
import org.consentlab.instructor.Classes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/**
 * Carries out people's decisions on gates. The one entry, {@link #decide}, is public for the gated
 * tools' confirms in {@code consent.tool}, but it takes a {@link HumanDecision}, which only this
 * package can make, so only the human decision path opens a gate; and the effect runs in the same
 * transaction that moved the gate out of PENDING, so it runs at most once. Where an approver must
 * decide, the person's own consent is recorded first and the gate stays pending until an approver
 * opens it. Every decision goes through one step that reads its gate once, under the sandbox's lock.
 */
@Service
public class GateDecisions {

    private final Gates gates;
    private final ConsentGates consent;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final EventSequence sequence;
    private final SandboxUnits units;
    private final SandboxEvents events;
    private final DecisionRules rules;
    private final DecisionAudit decisionAudit;

    GateDecisions(
            Gates gates,
            ConsentGates consent,
            ToolCalls calls,
            AuditLog audit,
            EventSequence sequence,
            SandboxUnits units,
            SandboxEvents events,
            Classes classes) {
        this.gates = gates;
        this.consent = consent;
        this.calls = calls;
        this.audit = audit;
        this.sequence = sequence;
        this.units = units;
        this.events = events;
        this.rules = new DecisionRules(calls, classes);
        this.decisionAudit = new DecisionAudit(calls, audit);
    }

    /**
     * A person's yes on a gate: the one entry that decides it. The gate is read once, in the step,
     * with its sandbox's row locked first ({@code LockOrder}), and the branch is taken there: where an
     * approver must still decide, the person's yes is their consent and the gate waits; otherwise
     * (an approver's yes, or a gate the person alone opens) the gate opens and the effect runs, unless
     * the arguments are not the ones decided on, or the person's own limit says an approver must now
     * decide too. A refusal changes nothing; the gate stays pending. Only a confirm calls this.
     */
    public String decide(HumanDecision decision, Yes yes) {
        return step(
                decision,
                gate -> !decision.byApprover() && gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                        ? consent(gate, decision, yes)
                        : yes.binding()
                                .refusal(gate, decision)
                                .or(() -> yes.beyond()
                                        .apply(gate)
                                        .map(why -> raise(gate, decision, why, yes.consentsPastLimit())))
                                .orElseGet(() -> open(gate, decision, yes.effect())));
    }

    /** The person's own yes where an approver must still open the gate: recorded, where the tool takes it so. */
    private String consent(Gate gate, HumanDecision decision, Yes yes) {
        if (!yes.consents()) {
            return "This needs an approver's approval as well as yours; your page cannot open it. Nothing was done.";
        }
        return yes.binding().refusal(gate, decision).orElseGet(() -> record(gate, decision));
    }

    /**
     * One decision's step on its gate: the gate's sandbox (which never changes) is locked, the gate
     * is read once, the rules say whether the decision holds, and {@code onGo} decides it. Pages
     * hear of it once the step has committed.
     */
    private String step(HumanDecision decision, Function<Gate, String> onGo) {
        // The gate's own sandbox: an approver decides from another sandbox's browser; its row is locked first.
        SandboxId sandbox = gates.sandboxOf(decision.gateId()).orElse(decision.sandbox());
        String result = units.run(sandbox, () -> switch (rules.check(gates.find(decision.gateId()), decision)) {
            case DecisionCheck.Refused refused -> refused.why();
            case DecisionCheck.Overdue overdue -> expire(overdue.gate());
            case DecisionCheck.Go go -> onGo.apply(go.gate());
        });
        events.changedAfterCommit(sandbox, SandboxChange.GATES);
        return result;
    }

    private String raise(Gate gate, HumanDecision decision, String why, boolean consent) {
        if (!gates.raiseToApprover(gate.id(), gate.consequence() + " " + why)) {
            return "Already decided by someone else; nothing more was done.";
        }
        Gate raised = gates.find(gate.id()).orElseThrow();
        return consent
                ? record(raised, decision) + " " + why
                : "NOT APPROVED. " + why
                        + " Give your consent on its own row; an approver then decides. Nothing was done.";
    }

    private String open(Gate gate, HumanDecision decision, Function<Gate, EffectResult> effect) {
        if (!gates.decide(
                gate.id(),
                GateStatus.APPROVED,
                null,
                decision.principal(),
                decision.at(),
                sequence.next(),
                decision.rationale())) {
            return "Already decided by someone else; nothing more was done.";
        }
        List<ToolCall> bound = calls.ofGate(gate.id());
        bound.forEach(call -> calls.advance(call.id(), CallState.APPROVAL_RESPONDED));
        decisionAudit.decided(
                gate,
                "approved",
                decision.principal(),
                decision.at(),
                null,
                (decision.byApprover() ? "Approved by an approver" + because(decision) : "Confirmed by a human")
                        + EditNote.of(gate));
        bound.forEach(call -> calls.advance(call.id(), CallState.EXECUTING));
        EffectResult done = effect.apply(gate);
        if (!done.held() && !done.callsFinished()) {
            bound.forEach(call -> calls.finish(call.id(), CallState.OUTPUT_AVAILABLE, null, done.text(), false));
        }
        audit.append(calls.find(gate.callId())
                .orElseThrow()
                .auditRow(AuditEvent.RESULT, gate.consequence())
                .withDecision("approved", decision.principal(), decision.at())
                .withResult(done.text(), null));
        return done.text();
    }

    /** The person (or the approver) said no: declined, with nothing lost. */
    String decline(HumanDecision decision) {
        return step(
                decision,
                gate -> consent.deny(
                        gate,
                        GateStatus.DECLINED,
                        Outcome.DECLINED,
                        decision.principal(),
                        decision.at(),
                        true,
                        DeclineReason.kept(decision.rationale()),
                        decision.byApprover()
                                ? "DECLINED by an approver" + because(decision) + ". Nothing was done."
                                : DeclineReason.toAgent(decision.rationale())));
    }

    private String record(Gate gate, HumanDecision decision) {
        if (gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN
                || !gates.recordConsent(
                        gate.id(),
                        decision.principal(),
                        decision.at(),
                        sequence.next(),
                        decision.shown() == null ? null : decision.shown().hex())) {
            return "Your consent was already recorded; an approver still has to decide.";
        }
        decisionAudit.decided(
                gate,
                "consented",
                decision.principal(),
                decision.at(),
                null,
                "Consent given in the page; awaiting an approver" + EditNote.of(gate));
        return "CONSENT RECORDED. Awaiting approval by an approver (someone other than you, at /approvals). "
                + "Nothing was sent yet.";
    }

    /** A decision that came too late times the gate out, as the sweep would have; it is not a "no". */
    private String expire(Gate gate) {
        consent.expire(gate);
        return DecisionRules.expiredText(gate);
    }

    private static String because(HumanDecision decision) {
        return decision.rationale() == null || decision.rationale().isBlank() ? "" : ": " + decision.rationale();
    }
}
