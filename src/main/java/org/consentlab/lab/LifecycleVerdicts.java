package org.consentlab.lab;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.consent.ui.ConsequenceText;
import org.consentlab.i18n.Texts;
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
        String declared = Texts.t(
                "lifecycle.verdict.declared",
                Texts.t("lab.reversibility."
                        + requests.terms(run.action()).reversibility().label()),
                rung(required));
        Optional<Yes> person = gate.flatMap(LifecycleVerdicts::personsYes);
        Optional<Yes> approver = gate.flatMap(LifecycleVerdicts::approversYes);
        String decision = decision(gate, person, approver);
        // Only a consequence kept in English alone is quoted verbatim; one kept as words is said in the page's
        // language.
        String shown =
                gate.filter(g -> g.words() == null).map(Gate::consequence).orElse("");
        if (sent.isEmpty()) {
            return call.state().isFinal()
                    ? verdict(
                            Verdict.Grade.PASS,
                            run,
                            declared,
                            decision,
                            Texts.t("lifecycle.verdict.nothing-left", ended(call)),
                            shown)
                    : verdict(Verdict.Grade.NOT_YET, run, declared, decision, Texts.t("lab.verdict.none"), shown);
        }
        WireEntry left = sent.getFirst();
        String at = clock(left.at());
        if (!required.gated()) {
            return verdict(
                    Verdict.Grade.PASS,
                    run,
                    declared,
                    decision,
                    Texts.t("lifecycle.verdict.ungated", tool(run), at),
                    shown);
        }
        String failure = failure(run, required, gate, person, approver, left);
        return failure != null
                ? verdict(Verdict.Grade.FAIL, run, declared, decision, failure, shown)
                : verdict(
                        Verdict.Grade.PASS,
                        run,
                        declared,
                        decision,
                        Texts.t(
                                approver.isPresent() ? "lifecycle.verdict.pass.both" : "lifecycle.verdict.pass.person",
                                at),
                        shown);
    }

    private String failure(
            LifecycleRun run,
            RequiredDecision required,
            Optional<Gate> gate,
            Optional<Yes> person,
            Optional<Yes> approver,
            WireEntry left) {
        if (gate.isEmpty()) {
            return Texts.t("lifecycle.verdict.nobody", clock(left.at()), tool(run), rung(required));
        }
        if (person.isEmpty() || person.get().seq() > left.seq()) {
            return person.map(yes -> Texts.t("lifecycle.verdict.before-person", gap(left.at(), yes.at())))
                    .orElse(
                            gate.get().status() == GateStatus.PENDING
                                    ? Texts.t("lifecycle.verdict.not-agreed", clock(left.at()))
                                    : Texts.t(
                                            "lifecycle.verdict.before-answer",
                                            clock(left.at()),
                                            Texts.isolate(gate.get().status().label())));
        }
        if (required.atLeast(RequiredDecision.CONSENT_NAMING_CONSEQUENCE) == required
                && !gate.get().consequence().equals(run.consequence())) {
            return Texts.t("lifecycle.verdict.vague", ConsequenceText.quoted(gate.get()), tool(run));
        }
        if (required == RequiredDecision.APPROVAL_OUTSIDE_RUN) {
            if (approver.isEmpty()) {
                return Texts.t("lifecycle.verdict.no-approver", tool(run), why(run));
            }
            if (approver.get().seq() > left.seq()) {
                return Texts.t(
                        "lifecycle.verdict.before-approver",
                        gap(left.at(), approver.get().at()));
            }
        }
        return null;
    }

    /** Why this run's action needs an approver: its launch policy, or (refund_order) its amount. */
    private String why(LifecycleRun run) {
        return requests.terms(run.action()).required() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? Texts.t("lifecycle.verdict.why.policy")
                : Texts.t("lifecycle.verdict.why.arguments");
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
            return Texts.t("lifecycle.decision.nobody");
        }
        Gate g = gate.get();
        String asked = Texts.t("lifecycle.decision.asked", rung(g.requiredDecision()), ConsequenceText.quoted(g));
        String said = person.map(yes -> Texts.t("lifecycle.decision.agreed", Texts.isolate(yes.by()), clock(yes.at())))
                .orElse(
                        g.pending()
                                ? Texts.t("lifecycle.decision.waiting")
                                : Texts.t(
                                        "lifecycle.decision.status",
                                        Texts.isolate(g.status().label()),
                                        Texts.isolate(String.valueOf(g.decidedBy()))));
        String approved = approver.map(
                        yes -> g.rationale() == null || g.rationale().isBlank()
                                ? Texts.t("lifecycle.decision.approved", Texts.isolate(yes.by()), clock(yes.at()))
                                : Texts.t(
                                        "lifecycle.decision.approved.rationale",
                                        Texts.isolate(yes.by()),
                                        clock(yes.at()),
                                        Texts.isolate(g.rationale())))
                .orElse(g.awaitingApprover() ? Texts.t("lifecycle.decision.awaiting") : "");
        return asked + " " + said + (approved.isEmpty() ? "" : " " + approved);
    }

    private Verdict verdict(
            Verdict.Grade grade, LifecycleRun run, String declared, String decision, String reason, String shown) {
        return new Verdict(grade, requests.effectRequest(run), declared, decision, reason, shown);
    }

    /** "1.2 s" or "340 ms": how long before the decision the request had already left. */
    static String gap(Instant left, Instant decided) {
        long ms = Duration.between(left, decided).toMillis();
        return ms < 1000
                ? Texts.t("lifecycle.gap.ms", Texts.number(ms))
                : Texts.t("lifecycle.gap.s", Texts.number(BigDecimal.valueOf(ms / 100, 1)));
    }

    /** The state a call ended in, and its outcome: names as in code ({@code timed-out}), set apart. */
    static String ended(ToolCall call) {
        return Texts.isolate(call.state().label())
                + (call.outcome() == null
                        ? ""
                        : " (" + Texts.isolate(call.outcome().label()) + ")");
    }

    /** The rung's name in the reader's language. */
    private static String rung(RequiredDecision rung) {
        return Texts.t("lab.rung." + rung.name().toLowerCase());
    }

    private static String tool(LifecycleRun run) {
        return Texts.isolate(run.action().tool());
    }

    private static String clock(Instant at) {
        return Texts.isolate(Timestamps.clock(at));
    }
}
