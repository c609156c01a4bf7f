package org.consentlab.consent.tool;

import java.util.Optional;
import org.consentlab.i18n.Texts;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.payment.Money;
import org.consentlab.payment.Order;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.Kind;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * {@code refund_order}, as Lab 5 plays it (its change code is also what Lab 8's {@link AgentRefund}
 * runs). Only an operator can reverse a refund, so the person must say yes first; and the rung
 * depends on the refunded amount: above {@link #APPROVER_ABOVE_CENTS} it also needs an approver
 * outside the run. Without {@code amountCents} the whole order is refunded, its amount read from
 * the record; with it, that part of the order (at most what is still paid).
 */
@Service
public class RefundOrder extends LifecycleTool {

    /** Refunds above this many euro cents (€50.00) need an approver as well as the person. */
    public static final int APPROVER_ABOVE_CENTS = ApproverLimits.REFUND_PER_ORDER_CENTS;

    static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            "refund_order",
            "Refund an order",
            "Refunds an order to the customer's card. Only an operator can reverse a refund, so the person "
                    + "must say yes first; above " + Money.euros(APPROVER_ABOVE_CENTS) + " an approver must "
                    + "approve as well.",
            """
            {"type":"object","properties":{"orderId":{"type":"string","pattern":"^ORD-[0-9]{1,8}$"},\
            "amountCents":{"type":"integer","minimum":1,"maximum":10000000,\
            "description":"A partial refund in euro cents, at most what is still paid; without it, the whole order"}},\
            "required":["orderId"],"additionalProperties":false}""",
            LifecycleAction.REFUND_ORDER.playArgs(),
            RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.DEFAULT),
            true);

    private final Payments payments;

    RefundOrder(LifecycleToolParts parts, Payments payments) {
        super(parts, LifecycleAction.REFUND_ORDER, DECLARATION);
        this.payments = payments;
    }

    /** The rule the ladder names: up to €50.00 refunded the person's explicit consent, above it an approver's approval too. */
    @Override
    Optional<String> argumentRule() {
        return Optional.of(
                Texts.t("lifecycle.why.refund", Texts.isolate(action().tool()), Texts.money(APPROVER_ABOVE_CENTS)));
    }

    @Override
    Optional<RequiredDecision> raisedByArguments() {
        return Optional.of(RequiredDecision.APPROVAL_OUTSIDE_RUN);
    }

    @Override
    RequiredDecision required(SandboxId sandbox, JsonNode args) {
        boolean large = payments.order(sandbox, text(args, "orderId"))
                .filter(order -> refunded(order, args) > APPROVER_ABOVE_CENTS)
                .isPresent();
        return large ? RequiredDecision.APPROVAL_OUTSIDE_RUN : super.required(sandbox, args);
    }

    @Override
    Optional<ConsequenceWords> consequence(SandboxId sandbox, JsonNode args) {
        return payments.order(sandbox, text(args, "orderId")).map(order -> {
            String english = (partial(args)
                            ? "Refund %s of %s".formatted(Money.euros(refunded(order, args)), order.label())
                            : "Refund " + order.label())
                    + " to the customer's card. Only an operator can reverse a refund.";
            var amount = new ConsequenceWords.Money(order.amountCents());
            return partial(args)
                    ? ConsequenceWords.of(
                            english,
                            "consent.consequence.refund-part",
                            new ConsequenceWords.Money(refunded(order, args)),
                            order.id(),
                            order.customer(),
                            amount)
                    : ConsequenceWords.of(english, "consent.consequence.refund", order.id(), order.customer(), amount);
        });
    }

    /** Why these arguments cannot be refunded from the order as it stands; empty when they can. */
    Optional<String> unrefundable(SandboxId sandbox, JsonNode args) {
        Optional<Order> order = payments.order(sandbox, text(args, "orderId"));
        if (order.isEmpty()) {
            return Optional.of("There is no order " + text(args, "orderId") + ".");
        }
        int left = order.get().refundableCents();
        return refunded(order.get(), args) > left || left == 0
                ? Optional.of("amountCents: at most %s of order %s is "
                                .formatted(Money.euros(left), order.get().id()) + "still paid and can be refunded.")
                : Optional.empty();
    }

    /** The effect request says what ran: the amount, where the refund is partial. */
    @Override
    String request(JsonNode args) {
        return "POST /api/orders/" + text(args, "orderId") + "/refund"
                + (partial(args) ? "?amountCents=" + args.get("amountCents").asInt() : "");
    }

    @Override
    Applied apply(SandboxId sandbox, long callId, JsonNode args) {
        String id = text(args, "orderId");
        if (partial(args)) {
            int cents = args.get("amountCents").asInt();
            // Conditional on what is still paid, so two refunds can never together exceed the order.
            return Applied.of(
                    jdbc().sql("""
                            UPDATE shop_order SET refunded_cents = refunded_cents + ?, status = CASE WHEN
                            refunded_cents + ? = amount_cents THEN ? ELSE status END, updated_at = ?
                            WHERE sandbox_id = ? AND id = ? AND status = ? AND refunded_cents + ? <= amount_cents""")
                                    .params(cents, cents, Order.REFUNDED, now(), sandbox.value(), id, Order.PAID, cents)
                                    .update()
                            == 1,
                    "REFUNDED %s of order %s.".formatted(Money.euros(cents), id),
                    "Nothing refunded: order " + id + " has less than " + Money.euros(cents) + " still paid.");
        }
        return Applied.of(
                jdbc().sql("""
                        UPDATE shop_order SET status = ?, refunded_cents = amount_cents, updated_at = ?
                        WHERE sandbox_id = ? AND id = ? AND status = ?""")
                                .params(Order.REFUNDED, now(), sandbox.value(), id, Order.PAID)
                                .update()
                        == 1,
                "REFUNDED. Order %s was refunded.".formatted(id),
                "Nothing refunded: order " + id + " is not PAID.");
    }

    /** The amount this refund sends back: the one asked for, or else the whole order (as Lab 5 grades it, after the fact too). */
    static int refunded(Order order, JsonNode args) {
        return partial(args) ? args.get("amountCents").asInt() : order.amountCents();
    }

    static boolean partial(JsonNode args) {
        return args.hasNonNull("amountCents");
    }
}
