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
        twin.step("The agent asks to refund €40.00 of order ORD-1043 (idempotency key refund-1); with no answer yet, "
                + "it retries with the same key, now asking for €90.00.");
        ToolResult asked = twin.send("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}", "refund-1");
        ToolResult retry = twin.send("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":9000}", "refund-1");
        // The person decides at once, and the script tells it afterwards: a demo's gate times out in seconds.
        String consequence = twin.pendingGate().map(Gate::consequence).orElse(null);
        String answer = twin.pendingGate().map(twin.person::approves).orElse(null);
        twin.note("The agent is told: " + asked.text());
        twin.note("The retry is told: " + retry.text());
        if (answer != null) {
            twin.step("The person reads: \"" + consequence + "\" and approves it.");
            twin.step("The page answers: " + answer);
        }
        twin.step("In the end the agent is told: " + twin.finalText(asked));
        return List.of(REFUND_40);
    }
}
