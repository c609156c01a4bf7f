package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.payment.Money;
import org.consentlab.payment.Order;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * Lab 5's {@code refund_order}. Only an operator can reverse a refund, so the person must say yes
 * first; and the rung depends on the amount: a refund above {@link #APPROVER_ABOVE_CENTS} also
 * needs an approver outside the run. The amount is the order's own, read from the record the
 * validated arguments name, never a number an agent typed.
 */
@Service
class RefundOrder extends LifecycleTool {

    /** Refunds above this many euro cents (€50.00) need an approver as well as the person. */
    static final int APPROVER_ABOVE_CENTS = 5000;
    static final ToolDeclaration DECLARATION = ToolDeclaration.of("refund_order", "Refund an order",
            "Refunds an order to the customer's card. Only an operator can reverse a refund, so the person "
                    + "must say yes first; above " + Money.euros(APPROVER_ABOVE_CENTS) + " an approver must "
                    + "approve as well.", """
            {"type":"object","properties":{"orderId":{"type":"string","pattern":"^ORD-[0-9]{1,8}$"}},\
            "required":["orderId"],"additionalProperties":false}""",
            LifecycleAction.REFUND_ORDER.playArgs(),
            RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.DEFAULT), true);

    private final Payments payments;

    RefundOrder(LifecycleToolParts parts, Payments payments) {
        super(parts, LifecycleAction.REFUND_ORDER, DECLARATION);
        this.payments = payments;
    }

    /** The rule the ladder names: up to €50.00 the person's explicit consent, above it an approver's approval too. */
    @Override
    Optional<String> argumentRule() {
        String limit = Money.euros(APPROVER_ABOVE_CENTS);
        return Optional.of("refund_order's rung depends on its amount: up to " + limit + ", explicit consent; above "
                + limit + ", the person's consent and approval by an approver outside the run.");
    }

    @Override
    Optional<RequiredDecision> raisedByArguments() {
        return Optional.of(RequiredDecision.APPROVAL_OUTSIDE_RUN);
    }

    @Override
    RequiredDecision required(SandboxId sandbox, JsonNode args) {
        boolean large = payments.order(sandbox, text(args, "orderId"))
                .filter(order -> order.amountCents() > APPROVER_ABOVE_CENTS).isPresent();
        return large ? RequiredDecision.APPROVAL_OUTSIDE_RUN : super.required(sandbox, args);
    }

    @Override
    Optional<String> consequence(SandboxId sandbox, JsonNode args) {
        return payments.order(sandbox, text(args, "orderId")).map(order ->
                "Refund %s to the customer's card. Only an operator can reverse a refund.".formatted(order.label()));
    }

    @Override
    String request(JsonNode args) {
        return "POST /api/orders/" + text(args, "orderId") + "/refund";
    }

    @Override
    String apply(SandboxId sandbox, long callId, JsonNode args) {
        return jdbc().sql("UPDATE shop_order SET status = ?, updated_at = ? WHERE sandbox_id = ? AND id = ? "
                        + "AND status = ?")
                .params(Order.REFUNDED, now(), sandbox.value(), text(args, "orderId"), Order.PAID)
                .update() == 1
                ? "REFUNDED. Order %s was refunded.".formatted(text(args, "orderId"))
                : "Nothing refunded: order " + text(args, "orderId") + " is not PAID.";
    }
}
