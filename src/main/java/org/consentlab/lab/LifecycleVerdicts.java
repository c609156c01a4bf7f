package org.consentlab.lab;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * Grades a Lab 5 run from the records alone: the wire (when the request left) and the gate's
 * decision records (who agreed to what text, and when, in the one global event order). What the
 * screen showed is never read, so a page that fires early fails even though it looks correct.
 */
@Service
public class LifecycleVerdicts {

    private final ToolCalls calls;
    private final ConsentGates gates;
    private final WireLog wire;
    private final LifecycleRequests requests;

    LifecycleVerdicts(ToolCalls calls, ConsentGates gates, WireLog wire, LifecycleRequests requests) {
        this.calls = calls;
        this.gates = gates;
        this.wire = wire;
        this.requests = requests;
    }

    /** A decision as the records hold it: its place in the event order, when, and by whom. */
    private record Yes(long seq, Instant at, String by) {}

    public Verdict grade(LifecycleRun run) {
        ToolCall call = calls.find(run.callId()).orElseThrow();
        Optional<Gate> gate = call.gateId() == null ? Optional.empty() : gates.find(call.gateId());
        List<WireEntry> sent = wire.entries(run.sandbox()).stream()
                .filter(entry -> entry.isFor(run.callId()))
                .toList();
        RequiredDecision required = requests.required(run);
        String declared =
                "%s → %s".formatted(requests.terms(run.action()).reversibility().label(), required.label());
        Optional<Yes> person = gate.flatMap(LifecycleVerdicts::personsYes);
        Optional<Yes> approver = gate.flatMap(LifecycleVerdicts::approversYes);
        String decision = decision(gate, person, approver);
        if (sent.isEmpty()) {
            return call.state().isFinal()
                    ? verdict(
                            Verdict.Grade.PASS,
                            run,
                            declared,
                            decision,
                            "Nothing reached the wire: the call ended "
                                    + call.state().label()
                                    + (call.outcome() == null
                                            ? ""
                                            : " (" + call.outcome().label() + ")")
                                    + " and no effect request left.")
                    : verdict(Verdict.Grade.NOT_YET, run, declared, decision, "No request has left yet.");
        }
        WireEntry left = sent.getFirst();
        String at = Timestamps.clock(left.at());
        if (!required.gated()) {
            return verdict(
                    Verdict.Grade.PASS,
                    run,
                    declared,
                    decision,
                    "%s needs no decision (the user can undo it); "
                                    .formatted(run.action().tool()) + "the request left at " + at + ".");
        }
        String failure = failure(run, required, gate, person, approver, left);
        return failure != null
                ? verdict(Verdict.Grade.FAIL, run, declared, decision, failure)
                : verdict(
                        Verdict.Grade.PASS,
                        run,
                        declared,
                        decision,
                        "The request left at " + at + ", after "
                                + (approver.isPresent()
                                        ? "the person's consent and the approver's approval."
                                        : "the person agreed."));
    }

    private String failure(
            LifecycleRun run,
            RequiredDecision required,
            Optional<Gate> gate,
            Optional<Yes> person,
            Optional<Yes> approver,
            WireEntry left) {
        if (gate.isEmpty()) {
            return "The request left at %s and nobody was asked; %s requires %s."
                    .formatted(Timestamps.clock(left.at()), run.action().tool(), required.label());
        }
        if (person.isEmpty() || person.get().seq() > left.seq()) {
            return person.map(yes -> "The request left " + gap(left.at(), yes.at()) + " before the person agreed.")
                    .orElse(
                            gate.get().status() == GateStatus.PENDING
                                    ? "The request left at " + Timestamps.clock(left.at())
                                            + ", and the person has not agreed."
                                    : "The request left at " + Timestamps.clock(left.at())
                                            + " before the person answered; " + "they then "
                                            + gate.get().status().label() + ", but it had already left.");
        }
        if (required.atLeast(RequiredDecision.CONSENT_NAMING_CONSEQUENCE) == required
                && !gate.get().consequence().equals(run.consequence())) {
            return "The person agreed to \"%s\", which does not name who, how much, and that it cannot be undone; "
                            .formatted(gate.get().consequence())
                    + run.action().tool() + " requires consent naming the consequence.";
        }
        if (required == RequiredDecision.APPROVAL_OUTSIDE_RUN) {
            if (approver.isEmpty()) {
                return "The request left with only the person's consent in the page; here "
                        + run.action().tool() + " also needs an approver outside the run (" + why(run)
                        + "), and none approved.";
            }
            if (approver.get().seq() > left.seq()) {
                return "The request left " + gap(left.at(), approver.get().at()) + " before the approver approved.";
            }
        }
        return null;
    }

    /** Why this run's action needs an approver: its launch policy, or (refund_order) its amount. */
    private String why(LifecycleRun run) {
        return requests.terms(run.action()).required() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? "the launch policy"
                : "its arguments";
    }

    /** The person's own yes: recorded as consent where an approver must follow, else the gate's opening. */
    private static Optional<Yes> personsYes(Gate gate) {
        if (gate.consentSeq() != null) {
            return Optional.of(new Yes(gate.consentSeq(), gate.consentAt(), gate.consentBy()));
        }
        return gate.status() == GateStatus.APPROVED
                ? Optional.of(new Yes(gate.decisionSeq(), gate.decidedAt(), gate.decidedBy()))
                : Optional.empty();
    }

    private static Optional<Yes> approversYes(Gate gate) {
        return gate.consentSeq() != null && gate.status() == GateStatus.APPROVED
                ? Optional.of(new Yes(gate.decisionSeq(), gate.decidedAt(), gate.decidedBy()))
                : Optional.empty();
    }

    private static String decision(Optional<Gate> gate, Optional<Yes> person, Optional<Yes> approver) {
        if (gate.isEmpty()) {
            return "Nobody was asked.";
        }
        Gate g = gate.get();
        String asked =
                "Asked: %s, showing \"%s\". ".formatted(g.requiredDecision().label(), g.consequence());
        String said = person.map(yes -> "Agreed by " + yes.by() + " at " + Timestamps.clock(yes.at()) + ".")
                .orElse(g.pending() ? "Waiting for the person." : g.status().label() + " by " + g.decidedBy() + ".");
        String approved = approver.map(yes -> " Approved by " + yes.by() + " at " + Timestamps.clock(yes.at())
                        + (g.rationale() == null || g.rationale().isBlank() ? "" : " (\"" + g.rationale() + "\")")
                        + ".")
                .orElse(g.awaitingApprover() ? " Awaiting an approver." : "");
        return asked + said + approved;
    }

    private Verdict verdict(Verdict.Grade grade, LifecycleRun run, String declared, String decision, String reason) {
        return new Verdict(grade, requests.effectRequest(run), declared, decision, reason);
    }

    /** "1.2 s" or "340 ms": how long before the decision the request had already left. */
    static String gap(Instant left, Instant decided) {
        long ms = Duration.between(left, decided).toMillis();
        return ms < 1000 ? ms + " ms" : "%.1f s".formatted(ms / 1000.0).replace(',', '.');
    }
}
