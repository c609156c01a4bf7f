package org.consentlab.consent;

import java.util.List;
import java.util.Optional;
import org.consentlab.payment.Money;
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
 * The rung follows the refunded amount (Lab 5's rule: above €50.00 an approver too), and the
 * person may edit the amount before approving.
 */
@Service
class AgentRefund extends ArgumentBoundTool {

    static final ToolDeclaration DECLARATION = RefundOrder.DECLARATION.servedWith("",
            "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}");

    private final RefundOrder refund;

    AgentRefund(BoundToolParts parts, RefundOrder refund) {
        super(parts, DECLARATION, refund);
        this.refund = refund;
    }

    @Bean
    Tool agentRefundTool() {
        return new Tool(DECLARATION, this::requestDecision);
    }

    @Override
    List<String> editableFields(Gate gate) {
        return List.of("amountCents");
    }

    @Override
    EditField editField(String argument) {
        return EditField.euros("Amount to refund (euros)", DECLARATION, argument,
                ", at most what is still paid. Empty refunds the whole order.");
    }

    @Override
    RequiredDecision required(SandboxId sandbox, JsonNode args) {
        return refund.required(sandbox, args);
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
        return "REFUNDED %s instead of %s of order %s: the person edited the amount.".formatted(amount(ran),
                amount(asked), LifecycleTool.text(ran, "orderId"));
    }

    private static String amount(JsonNode args) {
        return RefundOrder.partial(args) ? Money.euros(args.get("amountCents").asInt()) : "the whole order";
    }
}
