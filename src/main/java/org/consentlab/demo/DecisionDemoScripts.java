package org.consentlab.demo;

import java.util.List;
import org.consentlab.consent.Gate;
import org.consentlab.toolcall.ToolResult;

/**
 * The scripted scenarios of Lab 8's failure modes, as {@link DemoScripts} tells the others: each
 * returns the effect requests the scenario's person allowed, and the wire is graded against them.
 */
final class DecisionDemoScripts {

    static final String REFUND_40 = "POST /api/orders/ORD-1043/refund?amountCents=4000";

    private DecisionDemoScripts() {}

    /**
     * The agent changes its call while the gate is pending: a retry with the same idempotency key
     * asks for more. The person sees and approves the €40.00 the card shows; only that may leave.
     */
    static List<String> approvalNotBound(DemoTwin twin) {
        twin.step("demo.step.refund-retry", new DemoStep.Money(4000), "ORD-1043", "refund-1", new DemoStep.Money(9000));
        ToolResult asked = twin.send("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}", "refund-1");
        ToolResult retry = twin.send("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":9000}", "refund-1");
        // The person decides at once, and the script tells it afterwards: a demo's gate times out in seconds.
        String consequence = twin.pendingGate().map(Gate::consequence).orElse(null);
        String answer = twin.pendingGate().map(twin.person::approves).orElse(null);
        twin.note("demo.step.agent-told", new DemoStep.Said(asked.text()));
        twin.note("demo.step.retry-told", new DemoStep.Said(retry.text()));
        if (answer != null) {
            twin.step("demo.step.reads-approves", new DemoStep.Said(String.valueOf(consequence)));
            twin.step("demo.step.page-answers", new DemoStep.Said(answer));
        }
        twin.step("demo.step.final-told", new DemoStep.Said(twin.finalText(asked)));
        return List.of(REFUND_40);
    }
}
