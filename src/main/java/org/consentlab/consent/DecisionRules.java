package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ui.DecisionWords;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.Classes;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;

/**
 * Whether a decision may go ahead: the runtime fence of the consent boundary. A person decides
 * only in their own sandbox's page; an approver decides only gates that need one, only after the
 * person consented, and never on a call they requested. Checks only read; they change nothing.
 */
final class DecisionRules {

    private final ToolCalls calls;
    private final Classes classes;

    DecisionRules(ToolCalls calls, Classes classes) {
        this.calls = calls;
        this.classes = classes;
    }

    Check check(Optional<Gate> found, HumanDecision decision) {
        if (found.isEmpty()) {
            return new Check.Refused(DecisionWords.NO_SUCH_REQUEST.said());
        }
        Gate gate = found.get();
        if (!decision.byApprover() && !gate.sandbox().equals(decision.sandbox())) {
            return new Check.Refused(DecisionWords.ANOTHER_SANDBOX.said());
        }
        return switch (gate.status()) {
            case APPROVED -> new Check.Refused(DecisionWords.ALREADY_CONFIRMED.said());
            case DECLINED -> new Check.Refused(DecisionWords.WAS_DECLINED.said());
            case CANCELLED ->
                new Check.Refused(
                        DecisionWords.WAS_CANCELLED.said(gate.outcome().label()));
            case EXPIRED -> new Check.Refused(expiredText(gate));
            case PENDING ->
                !decision.at().isBefore(gate.expiresAt())
                        ? new Check.Overdue(gate)
                        : decision.byApprover() ? approverCheck(gate, decision) : new Check.Go(gate);
        };
    }

    private Check approverCheck(Gate gate, HumanDecision decision) {
        if (gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN) {
            return new Check.Refused(DecisionWords.NOT_FOR_AN_APPROVER.said());
        }
        ApprovalScope scope = decision.scope();
        if (scope == null || !scope.covers(classes.classOf(gate.sandbox()))) {
            return new Check.Refused(DecisionWords.OUTSIDE_THE_CLASS.said(scope == null ? "none" : scope.describe()));
        }
        ToolCall call = calls.find(gate.callId()).orElseThrow();
        if (gate.sandbox().equals(decision.sandbox())
                || decision.principal().equals(call.caller())
                || decision.principal().equals(gate.consentBy())) {
            return new Check.Refused(DecisionWords.OWN_CALL.said());
        }
        if (gate.consentSeq() == null) {
            return new Check.Refused(DecisionWords.NOT_CONSENTED_YET.said());
        }
        return new Check.Go(gate);
    }

    static String expiredText(Gate gate) {
        return DecisionWords.TIMED_OUT.said(Timestamps.clock(gate.expiresAt()));
    }

    /**
     * What the runtime fence says about one decision, as a type rather than a null: go ahead on this
     * gate, refuse with this text, or the gate is overdue (the caller expires it; a check changes nothing).
     */
    sealed interface Check {

        /** The decision may go ahead on this pending gate. */
        record Go(Gate gate) implements Check {}

        /** The decision must do nothing; {@code why} is what the page is told. */
        record Refused(String why) implements Check {}

        /** The gate's time ran out before the decision: it must be expired, and nothing done. */
        record Overdue(Gate gate) implements Check {}
    }
}
