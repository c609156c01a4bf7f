package org.consentlab.consent;

import java.util.Arrays;
import java.util.Optional;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;

/**
 * Lab 5's four actions, one per rung of the policy ladder. Each keeps its declared risk; the lab
 * launches under a policy that may only tighten a rung: it treats deleting an account with all its
 * data as irreversible-unbounded, so there an approver must approve as well as the person.
 */
public enum LifecycleAction {
    RENAME_DRAFT("rename_draft", RequiredDecision.NONE, "{\"draftId\":\"DR-7\",\"title\":\"Q4 launch plan\"}"),
    REFUND_ORDER("refund_order", RequiredDecision.NONE, "{\"orderId\":\"ORD-1042\"}"),
    SEND_PAYMENT("send_payment", RequiredDecision.NONE, "{\"payeeId\":\"PAYEE-1\",\"amountCents\":12000}"),
    DELETE_ACCOUNT(AccountDeletion.TOOL, RequiredDecision.APPROVAL_OUTSIDE_RUN,
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

    public ToolDeclaration declaration() {
        return switch (this) {
            case RENAME_DRAFT -> RenameDraft.DECLARATION;
            case REFUND_ORDER -> RefundOrder.DECLARATION;
            case SEND_PAYMENT -> SendPayment.DECLARATION;
            case DELETE_ACCOUNT -> AccountDeletion.DECLARATION;
        };
    }

    /** The rung the declaration alone asks for. */
    public RequiredDecision declared() {
        return declaration().requiredDecision();
    }

    /** The rung in force under the launch policy: the stricter of the two, never the looser. */
    public RequiredDecision required() {
        return PolicyLadder.tighten(declared(), launchPolicy);
    }

    /** The reversibility class the lab grades by: the launch policy's where it is stricter. */
    public Reversibility reversibility() {
        return launchPolicy == RequiredDecision.APPROVAL_OUTSIDE_RUN ? Reversibility.IRREVERSIBLE_UNBOUNDED
                : declaration().risk().reversibility();
    }

    /** The declared risk with the class the lab grades by: what an approver is shown. */
    public RiskDeclaration riskUnderLaunchPolicy() {
        RiskDeclaration declared = declaration().risk();
        return RiskDeclaration.of(declared.kind(), reversibility(), declared.confirm());
    }

    /** The rule by which this action's arguments move it up the ladder, or empty where they do not. */
    public Optional<String> argumentRule() {
        return this == REFUND_ORDER ? Optional.of(RefundOrder.rule()) : Optional.empty();
    }

    /** The rung the arguments can move this action up to, or empty where they cannot. */
    public Optional<RequiredDecision> raisedByArguments() {
        return this == REFUND_ORDER ? Optional.of(RequiredDecision.APPROVAL_OUTSIDE_RUN) : Optional.empty();
    }

    /** Why the launch policy moved this action up the ladder, or empty where it did not. */
    public Optional<String> whyStricter() {
        return declared() == required() ? Optional.empty() : Optional.of(("In Lab 4, %s is declared %s, so consent "
                + "that names the consequence is enough there. This lab launches under a stricter policy: deleting an "
                + "account with all its data cannot be bounded, so it counts as irreversible-unbounded and an approver "
                + "outside the run must approve as well. A launch policy may only tighten a rung, never loosen it.")
                .formatted(tool, declaration().risk().reversibility().label()));
    }

    public static Optional<LifecycleAction> byTool(String tool) {
        return Arrays.stream(values()).filter(action -> action.tool.equals(tool)).findFirst();
    }
}
