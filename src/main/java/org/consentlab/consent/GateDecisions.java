package org.consentlab.consent;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.base.EventSequence;
import org.consentlab.instructor.Classes;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.sandbox.SandboxChange;
import org.springframework.stereotype.Service;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;

/**
 * Carries out people's decisions on gates. The steps that open a gate are public for the gated
 * tools' confirms in {@code consent.tool}, but each takes a {@link HumanDecision}, which only this
 * package can make, so only the human decision path opens a gate; and the effect runs in the same
 * transaction that moved the gate out of PENDING, so it runs at most once. Where an approver must
 * decide, the person's own consent is recorded first and the gate stays pending until an approver
 * opens it.
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

    GateDecisions(Gates gates, ConsentGates consent, ToolCalls calls, AuditLog audit, EventSequence sequence,
                  SandboxUnits units, SandboxEvents events, Classes classes) {
        this.gates = gates;
        this.consent = consent;
        this.calls = calls;
        this.audit = audit;
        this.sequence = sequence;
        this.units = units;
        this.events = events;
        this.rules = new DecisionRules(calls, classes);
    }

    /** Whether this is the person's yes on a gate that an approver outside the run must still open. */
    public boolean awaitsApproverAfter(HumanDecision decision) {
        return !decision.byApprover() && gates.find(decision.gateId())
                .filter(gate -> gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN).isPresent();
    }

    /**
     * Opens the gate and runs the effect, or says why not. Only the human decision path calls this.
     * {@code binding} may refuse, in the same step as the opening, where the gate's arguments are
     * not the ones the decision was made on; a refusal changes nothing, the gate stays pending.
     */
    public String approveAndRun(HumanDecision decision, Function<Gate, EffectResult> effect, ArgumentBinding binding) {
        return approveWithinLimit(decision, effect, binding, gate -> Optional.empty(), false);
    }

    /**
     * As {@link #approveAndRun}, for a call the person's own limit counts ({@link PersonsLimit}): in
     * the same step, under the sandbox's lock, what they alone approved is added up again, so two
     * approvals racing can never both fit under the limit. Past it ({@code beyond} says why) the gate
     * now needs an approver, and nothing runs; {@code consent} says whether this yes is then recorded
     * as the person's consent (their own Approve on the row) or not (Approve all covers no such call).
     */
    public String approveWithinLimit(HumanDecision decision, Function<Gate, EffectResult> effect, ArgumentBinding binding,
                              Function<Gate, Optional<String>> beyond, boolean consent) {
        String result = units.run(sandboxOf(decision), () -> switch (rules.checkOpening(gates.find(decision.gateId()), decision)) {
            case DecisionCheck.Refused refused -> refused.why();
            case DecisionCheck.Overdue overdue -> expire(overdue.gate());
            case DecisionCheck.Go go -> binding.refusal(go.gate(), decision)
                    .or(() -> beyond.apply(go.gate()).map(why -> raise(go.gate(), decision, why, consent)))
                    .orElseGet(() -> open(go.gate(), decision, effect));
        });
        notifyPagesOf(decision);
        return result;
    }

    private String raise(Gate gate, HumanDecision decision, String why, boolean consent) {
        if (!gates.raiseToApprover(gate.id(), gate.consequence() + " " + why)) {
            return "Already decided by someone else; nothing more was done.";
        }
        Gate raised = gates.find(gate.id()).orElseThrow();
        return consent ? record(raised, decision) + " " + why
                : "NOT APPROVED. " + why + " Give your consent on its own row; an approver then decides. Nothing was done.";
    }

    private String open(Gate gate, HumanDecision decision, Function<Gate, EffectResult> effect) {
        if (!gates.decide(gate.id(), GateStatus.APPROVED, null, decision.principal(), decision.at(),
                sequence.next(), decision.rationale())) {
            return "Already decided by someone else; nothing more was done.";
        }
        List<ToolCall> bound = calls.ofGate(gate.id());
        bound.forEach(call -> calls.advance(call.id(), CallState.APPROVAL_RESPONDED));
        consent.auditDecision(gate, "approved", decision.principal(), decision.at(), null,
                (decision.byApprover() ? "Approved by an approver" + because(decision) : "Confirmed by a human")
                        + EditNote.of(gate));
        bound.forEach(call -> calls.advance(call.id(), CallState.EXECUTING));
        EffectResult done = effect.apply(gate);
        if (!done.held() && !done.callsFinished()) {
            bound.forEach(call -> calls.finish(call.id(), CallState.OUTPUT_AVAILABLE, null, done.text(), false));
        }
        audit.append(calls.find(gate.callId()).orElseThrow().auditRow(AuditEvent.RESULT, gate.consequence())
                .withDecision("approved", decision.principal(), decision.at()).withResult(done.text(), null));
        return done.text();
    }

    /** The person (or the approver) said no: declined, with nothing lost. */
    String decline(HumanDecision decision) {
        String result = units.run(sandboxOf(decision), () -> switch (rules.check(gates.find(decision.gateId()), decision)) {
            case DecisionCheck.Refused refused -> refused.why();
            case DecisionCheck.Overdue overdue -> expire(overdue.gate());
            case DecisionCheck.Go go -> consent.deny(go.gate(), GateStatus.DECLINED, Outcome.DECLINED,
                    decision.principal(), decision.at(), true, DeclineReason.kept(decision.rationale()),
                    decision.byApprover() ? "DECLINED by an approver" + because(decision) + ". Nothing was done."
                            : DeclineReason.toAgent(decision.rationale()));
        });
        notifyPagesOf(decision);
        return result;
    }

    /**
     * The person's own yes on a gate that an approver must still open: recorded with its place
     * in the event order, and the gate stays pending. Nothing runs here; {@code binding} refuses a
     * yes given to other arguments than the gate now holds.
     */
    public String recordConsent(HumanDecision decision, ArgumentBinding binding) {
        String result = units.run(sandboxOf(decision), () -> switch (rules.check(gates.find(decision.gateId()), decision)) {
            case DecisionCheck.Refused refused -> refused.why();
            case DecisionCheck.Overdue overdue -> expire(overdue.gate());
            case DecisionCheck.Go go -> binding.refusal(go.gate(), decision).orElseGet(() -> record(go.gate(), decision));
        });
        notifyPagesOf(decision);
        return result;
    }

    private String record(Gate gate, HumanDecision decision) {
        if (gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN
                || !gates.recordConsent(gate.id(), decision.principal(), decision.at(), sequence.next(),
                decision.shown() == null ? null : decision.shown().hex())) {
            return "Your consent was already recorded; an approver still has to decide.";
        }
        consent.auditDecision(gate, "consented", decision.principal(), decision.at(), null,
                "Consent given in the page; awaiting an approver" + EditNote.of(gate));
        return "CONSENT RECORDED. Awaiting approval by an approver (someone other than you, at /approvals). "
                + "Nothing was sent yet.";
    }

    /** A decision that came too late times the gate out, as the sweep would have; it is not a "no". */
    private String expire(Gate gate) {
        consent.expire(gate);
        return DecisionRules.expiredText(gate);
    }

    /** The gate's own sandbox (an approver decides from another sandbox's browser): its row is locked first. */
    private SandboxId sandboxOf(HumanDecision decision) {
        return gates.find(decision.gateId()).map(Gate::sandbox).orElse(decision.sandbox());
    }

    /** The gate's own sandbox hears of it, once the decision committed. */
    private void notifyPagesOf(HumanDecision decision) {
        events.changedAfterCommit(sandboxOf(decision), SandboxChange.GATES);
    }

    private static String because(HumanDecision decision) {
        return decision.rationale() == null || decision.rationale().isBlank() ? "" : ": " + decision.rationale();
    }
}
