package org.consentlab.consent.tool;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.EditField;
import org.consentlab.i18n.Phrase;
import org.consentlab.payment.Money;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.context.annotation.Bean;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * {@code refund_order} as every agent reaches it from the registry (MCP, WebMCP, the Inspector,
 * simulated agents): Lab 5's declaration, rule and change code, with a gate of its own per call.
 * The rung follows what the person alone has refunded of the order in the window, this call
 * included ({@link ApproverLimits}): past the limit an approver too. The person may edit the amount
 * before approving.
 */
@Service
class AgentRefund extends ArgumentBoundTool {

    static final ToolDeclaration DECLARATION =
            RefundOrder.DECLARATION.servedWith("", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");

    private final RefundOrder refund;
    private final PersonsLimit limit;

    AgentRefund(BoundToolParts parts, RefundOrder refund, PersonAloneTotals totals, Payments payments) {
        super(parts, DECLARATION, refund);
        this.refund = refund;
        this.limit = new PersonsLimit(
                totals,
                DECLARATION.name(),
                "orderId",
                ApproverLimits.REFUND_PER_ORDER_CENTS,
                "refunds on order",
                (sandbox, args) -> payments.order(sandbox, LifecycleTool.text(args, "orderId"))
                        .map(order -> RefundOrder.refunded(order, args))
                        .orElse(0));
    }

    @Bean
    Tool agentRefundTool() {
        return new Tool(DECLARATION, this::requestDecision);
    }

    @Override
    protected List<String> editableFields(Gate gate) {
        return List.of("amountCents");
    }

    @Override
    protected EditField editField(String argument) {
        return EditField.euros(Phrase.of("edit.refund.label"), DECLARATION, argument, Phrase.of("edit.refund.allowed"));
    }

    /** Lab 5's rung for the call, raised to an approver's where it would take the person past their own limit. */
    @Override
    RequiredDecision required(SandboxId sandbox, JsonNode args) {
        return limit.beyond(sandbox, args).isPresent()
                ? RequiredDecision.APPROVAL_OUTSIDE_RUN
                : refund.required(sandbox, args);
    }

    @Override
    PersonsLimit limit() {
        return limit;
    }

    @Override
    Optional<String> unrunnable(SandboxId sandbox, JsonNode args) {
        return refund.unrefundable(sandbox, args);
    }

    /** "REFUNDED €30.00 instead of €40.00 …: the person edited the amount." Only what ran is claimed. */
    @Override
    String editedResult(JsonNode asked, JsonNode ran, String applied) {
        if (!applied.startsWith("REFUNDED")) {
            return applied + " (The person had edited the call before approving it.)";
        }
        return "REFUNDED %s instead of %s of order %s: the person edited the amount."
                .formatted(amount(ran), amount(asked), LifecycleTool.text(ran, "orderId"));
    }

    private static String amount(JsonNode args) {
        return RefundOrder.partial(args) ? Money.euros(args.get("amountCents").asInt()) : "the whole order";
    }
}
