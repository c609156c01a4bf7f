package org.consentlab.lifecycle;

import java.util.Arrays;
import java.util.Optional;
import org.consentlab.tool.RequiredDecision;

/**
 * Lab 5's four actions, one per rung of the policy ladder: which tool the lab plays, with which
 * arguments, under which launch policy. The launch policy may only tighten a rung: it treats
 * deleting an account with all its data as irreversible-unbounded, so there an approver must
 * approve as well as the person. What each tool declares and does is the consent boundary's.
 */
public enum LifecycleAction {
    RENAME_DRAFT("rename_draft", RequiredDecision.NONE, "{\"draftId\":\"DR-7\",\"title\":\"Q4 launch plan\"}"),
    REFUND_ORDER("refund_order", RequiredDecision.NONE, "{\"orderId\":\"ORD-1042\"}"),
    SEND_PAYMENT("send_payment", RequiredDecision.NONE, "{\"payeeId\":\"PAYEE-1\",\"amountCents\":12000}"),
    DELETE_ACCOUNT(
            "delete_account",
            RequiredDecision.APPROVAL_OUTSIDE_RUN,
            "{\"reason\":\"The user asked to close the account\"}");

    private final String tool;
    private final RequiredDecision launchPolicy;
    private final String playArgs;

    LifecycleAction(String tool, RequiredDecision launchPolicy, String playArgs) {
        this.tool = tool;
        this.launchPolicy = launchPolicy;
        this.playArgs = playArgs;
    }

    public String tool() {
        return tool;
    }

    /** The arguments the lab's scripted requester streams in when a run is played. */
    public String playArgs() {
        return playArgs;
    }

    /** The rung the lab launches this action under at least; it only ever tightens the declared one. */
    public RequiredDecision launchPolicy() {
        return launchPolicy;
    }

    public static Optional<LifecycleAction> byTool(String tool) {
        return Arrays.stream(values())
                .filter(action -> action.tool.equals(tool))
                .findFirst();
    }
}
