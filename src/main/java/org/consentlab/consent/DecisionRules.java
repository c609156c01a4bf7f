package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.base.Timestamps;
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
            return new Check.Refused("There is no such request; nothing was done.");
        }
        Gate gate = found.get();
        if (!decision.byApprover() && !gate.sandbox().equals(decision.sandbox())) {
            return new Check.Refused("This request belongs to another sandbox; nothing was done.");
        }
        return switch (gate.status()) {
            case APPROVED -> new Check.Refused("This request was already confirmed; nothing more was done.");
            case DECLINED -> new Check.Refused("This request was declined; nothing was done.");
            case CANCELLED ->
                new Check.Refused(
                        "This request was cancelled (" + gate.outcome().label() + "); nothing was done.");
            case EXPIRED -> new Check.Refused(expiredText(gate));
            case PENDING ->
                !decision.at().isBefore(gate.expiresAt())
                        ? new Check.Overdue(gate)
                        : decision.byApprover() ? approverCheck(gate, decision) : new Check.Go(gate);
        };
    }

    private Check approverCheck(Gate gate, HumanDecision decision) {
        if (gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN) {
            return new Check.Refused(
                    "This request does not wait for an approver; the person in its page decides it. Nothing was done.");
        }
        ApprovalScope scope = decision.scope();
        if (scope == null || !scope.covers(classes.classOf(gate.sandbox()))) {
            return new Check.Refused("This call is from a learner outside the class you approve for ("
                    + (scope == null ? "none" : scope.describe()) + "); nothing was done.");
        }
        ToolCall call = calls.find(gate.callId()).orElseThrow();
        if (gate.sandbox().equals(decision.sandbox())
                || decision.principal().equals(call.caller())
                || decision.principal().equals(gate.consentBy())) {
            return new Check.Refused("You requested this call (this browser is the requester's sandbox). "
                    + "The requester can never approve their own call: another person must. Nothing was done.");
        }
        if (gate.consentSeq() == null) {
            return new Check.Refused("The person has not consented in their page yet; an approver decides "
                    + "only after them. Nothing was done.");
        }
        return new Check.Go(gate);
    }

    static String expiredText(Gate gate) {
        return "This request timed out at " + Timestamps.clock(gate.expiresAt()) + "; nothing was done.";
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
