package org.consentlab.consent;

import org.consentlab.base.Timestamps;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;

/**
 * Why a decision must do nothing, or null when it may go ahead: the runtime fence of the
 * consent boundary. A person decides only in their own sandbox's page; an approver decides only
 * gates that need one, only after the person consented, and never on a call they requested.
 */
final class DecisionRules {

    private final ToolCalls calls;
    private final ConsentGates consent;

    DecisionRules(ToolCalls calls, ConsentGates consent) {
        this.calls = calls;
        this.consent = consent;
    }

    String refusal(Gate gate, HumanDecision decision) {
        if (gate == null) {
            return "There is no such request; nothing was done.";
        }
        if (!decision.byApprover() && !gate.sandbox().equals(decision.sandbox())) {
            return "This request belongs to another sandbox; nothing was done.";
        }
        String settled = switch (gate.status()) {
            case APPROVED -> "This request was already confirmed; nothing more was done.";
            case DECLINED -> "This request was declined; nothing was done.";
            case CANCELLED -> "This request was cancelled (" + gate.outcome().label() + "); nothing was done.";
            case EXPIRED -> expiredText(gate);
            case PENDING -> null;
        };
        if (settled != null) {
            return settled;
        }
        if (!decision.at().isBefore(gate.expiresAt())) {
            consent.expire(gate);
            return expiredText(gate);
        }
        return decision.byApprover() ? approverRefusal(gate, decision) : null;
    }

    /** As {@link #refusal}, for opening the gate: the person in the page never stands in for an approver. */
    String openingRefusal(Gate gate, HumanDecision decision) {
        String refusal = refusal(gate, decision);
        if (refusal == null && !decision.byApprover() && gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN) {
            return "This needs an approver's approval as well as yours; your page cannot open it. Nothing was done.";
        }
        return refusal;
    }

    private String approverRefusal(Gate gate, HumanDecision decision) {
        if (gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN) {
            return "This request does not wait for an approver; the person in its page decides it. Nothing was done.";
        }
        ToolCall call = calls.find(gate.callId()).orElseThrow();
        if (gate.sandbox().equals(decision.sandbox()) || decision.principal().equals(call.caller())
                || decision.principal().equals(gate.consentBy())) {
            return "You requested this call (this browser is the requester's sandbox). The requester can never "
                    + "approve their own call: another person must. Nothing was done.";
        }
        if (gate.consentSeq() == null) {
            return "The person has not consented in their page yet; an approver decides only after them. "
                    + "Nothing was done.";
        }
        return null;
    }

    static String expiredText(Gate gate) {
        return "This request timed out at " + Timestamps.clock(gate.expiresAt()) + "; nothing was done.";
    }
}
