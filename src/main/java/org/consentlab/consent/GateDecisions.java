package org.consentlab.consent;

import java.time.Instant;
import java.util.function.BiFunction;
import org.consentlab.consent.store.DeclineReason;
import org.consentlab.consent.store.Gates;
import org.consentlab.consent.ui.DecisionWords;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.Outcome;
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
    private final GateOutcomes outcomes;
    private final GateSteps steps;
    private final FailureModes modes;
    private final DecisionRules rules;

    GateDecisions(
            Gates gates, GateOutcomes outcomes, GateSteps steps, ToolCalls calls, Classes classes, FailureModes modes) {
        this.gates = gates;
        this.outcomes = outcomes;
        this.steps = steps;
        this.modes = modes;
        this.rules = new DecisionRules(calls, classes);
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
                (gate, modes) -> !decision.byApprover()
                                && gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                        ? consent(gate, decision, yes, modes)
                        : yes.binding()
                                .refusal(gate, decision, modes)
                                .or(() -> yes.beyond()
                                        .apply(gate, modes)
                                        .map(why -> raise(gate, decision, why, yes.consentsPastLimit())))
                                .orElseGet(() -> outcomes.open(
                                        gate, decision, ran -> yes.effect().apply(ran, modes))));
    }

    /** The person's own yes where an approver must still open the gate: recorded, where the tool takes it so. */
    private String consent(Gate gate, HumanDecision decision, Yes yes, ModesInForce modes) {
        if (!yes.consents()) {
            return "This needs an approver's approval as well as yours; your page cannot open it. Nothing was done.";
        }
        return yes.binding().refusal(gate, decision, modes).orElseGet(() -> record(gate, decision));
    }

    /**
     * One decision's step on its gate: the gate's sandbox (which never changes) is locked, the gate
     * is read once, the rules say whether the decision holds, and {@code onGo} decides it, with the
     * failure modes in force for the step (read once, if anything in it asks). Pages hear of it once
     * the step has committed.
     */
    private String step(HumanDecision decision, BiFunction<Gate, ModesInForce, String> onGo) {
        // The gate's own sandbox: an approver decides from another sandbox's browser; its row is locked first.
        SandboxId sandbox = gates.sandboxOf(decision.gateId()).orElse(decision.sandbox());
        String result = steps.units().run(sandbox, () -> {
            ModesInForce modes = this.modes.inForce(sandbox);
            return switch (rules.check(gates.find(decision.gateId()), decision)) {
                case DecisionRules.Check.Refused refused -> refused.why();
                case DecisionRules.Check.Overdue overdue -> expire(overdue.gate(), modes);
                case DecisionRules.Check.Go go -> onGo.apply(go.gate(), modes);
            };
        });
        steps.events().changedAfterCommit(sandbox, SandboxChange.GATES);
        return result;
    }

    private String raise(Gate gate, HumanDecision decision, ConsequenceWords why, boolean consent) {
        if (!gates.raiseToApprover(gate, why)) {
            return DecisionWords.ALREADY_DECIDED.said();
        }
        Gate raised = gates.find(gate.id()).orElseThrow();
        return consent
                ? record(raised, decision) + " " + why.english()
                : "NOT APPROVED. " + why.english()
                        + " Give your consent on its own row; an approver then decides. Nothing was done.";
    }

    /** The person (or the approver) said no: declined, with nothing lost. */
    String decline(HumanDecision decision) {
        return step(
                decision,
                (gate, modes) -> outcomes.deny(
                        gate,
                        GateStatus.DECLINED,
                        Outcome.DECLINED,
                        decision.principal(),
                        decision.at(),
                        true,
                        DeclineReason.kept(decision.rationale()),
                        decision.byApprover()
                                ? DecisionWords.DECLINED_BY_AN_APPROVER.said(decision.because())
                                : DeclineReason.toAgent(decision.rationale()),
                        modes));
    }

    private String record(Gate gate, HumanDecision decision) {
        if (gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN
                || !gates.recordConsent(
                        gate.id(),
                        decision.principal(),
                        decision.at(),
                        steps.sequence().next(),
                        decision.shown() == null ? null : decision.shown().hex())) {
            return "Your consent was already recorded; an approver still has to decide.";
        }
        outcomes.consented(gate, decision);
        return "CONSENT RECORDED. Awaiting approval by an approver (someone other than you, at /approvals). "
                + "Nothing was sent yet.";
    }

    /** A decision that came too late times the gate out, as the sweep would have; it is not a "no". */
    private String expire(Gate gate, ModesInForce modes) {
        outcomes.expire(gate, Instant.now(steps.clock()), modes);
        return DecisionRules.expiredText(gate);
    }
}
