package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.TestClock;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.consent.tool.ArgumentBoundTool;
import org.consentlab.instructor.FailureMode;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * An approval bound to exactly the call and arguments the person saw: a retry that changes the
 * arguments while the gate is pending is refused and runs nothing (approval-not-bound off), and runs
 * the changed amount when the wrong design is switched on; a decision made on other arguments than
 * the gate holds opens nothing.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class BoundToWhatWasShownTest extends DecisionTestSupport {

    private static final String REFUND_40 = "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}";
    private static final String REFUND_90 = "{\"amountCents\":9000,\"orderId\":\"ORD-1043\"}";

    @Test
    void aRetryThatChangesTheArgumentsAfterTheDecisionIsRefusedAndOnlyTheDecidedCallRuns() {
        ToolResult asked = agent("refund_order", "{\"orderId\":\"ORD-1043\",\"amountCents\":6000}", "key-1");
        Gate gate = gateOf(asked);
        assertThat(tool(gate).confirm(person(gate))).startsWith("CONSENT RECORDED");

        ToolResult retry = agent("refund_order", REFUND_90, "key-1");

        assertThat(retry.isError()).isTrue();
        assertThat(retry.text())
                .startsWith("REFUSED. Call " + asked.callId() + " with this idempotency key")
                .contains("\"amountCents\":6000")
                .contains("Nothing was changed");
        assertThat(fresh(gate).argsJson()).contains("6000");
        assertThat(calls.find(asked.callId()).orElseThrow().state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        Gate waiting = fresh(gate);
        tool(waiting).confirmApproval(approver(waiting));
        assertThat(wireOf(sandbox)).containsExactly("POST /api/orders/ORD-1043/refund?amountCents=6000");
    }

    @Test
    void withApprovalNotBoundOnTheRetrysLargerAmountRunsOnThePersonsYes() {
        modes.set(sandbox, FailureMode.APPROVAL_NOT_BOUND, true);
        ToolResult asked = agent("refund_order", REFUND_40, "key-1");
        Gate shown = gateOf(asked);
        HumanDecision yes = person(shown);

        ToolResult retry = agent("refund_order", REFUND_90, "key-1");

        assertThat(retry.isError()).isFalse();
        assertThat(retry.text()).startsWith("PENDING");
        assertThat(fresh(shown).consequence())
                .as("what the person reads")
                .startsWith("Refund €40.00 of order ORD-1043");
        assertThat(tool(shown).confirm(yes)).isEqualTo("REFUNDED €90.00 of order ORD-1043.");
        assertThat(wireOf(sandbox)).containsExactly("POST /api/orders/ORD-1043/refund?amountCents=9000");
    }

    @Test
    void aRetryWithTheSameArgumentsInAnotherSpellingIsAReplay() {
        ToolResult asked = agent("refund_order", REFUND_40, "key-1");

        ToolResult retry = agent("refund_order", "{\"amountCents\":4000.0,\"orderId\":\"ORD-1043\"}", "key-1");

        assertThat(retry.isError()).isFalse();
        assertThat(retry.callId()).isEqualTo(asked.callId());
        assertThat(retry.text()).isEqualTo(asked.text());
    }

    @Test
    void aDecisionMadeOnOtherArgumentsThanTheGateHoldsOpensNothing() {
        Gate gate = gateOf(agent("refund_order", REFUND_40, null));
        HumanDecision onOther = person(gate, Fingerprint.of(gate, json(REFUND_90)), null);
        HumanDecision unbound = person(gate, null, null);
        Gate otherCall = gateOf(agent("refund_order", REFUND_40, null));
        HumanDecision onAnotherCall = person(gate, Fingerprint.shown(otherCall), null);

        assertThat(tool(gate).confirm(onOther)).isEqualTo(ArgumentBoundTool.CHANGED);
        assertThat(tool(gate).confirm(unbound)).isEqualTo(ArgumentBoundTool.CHANGED);
        assertThat(tool(gate).confirm(onAnotherCall)).isEqualTo(ArgumentBoundTool.CHANGED);
        assertThat(fresh(gate).pending()).isTrue();
        assertThat(wireOf(sandbox)).isEmpty();

        assertThat(tool(gate).confirm(person(gate))).isEqualTo("REFUNDED €40.00 of order ORD-1043.");
        assertThat(wireOf(sandbox)).containsExactly("POST /api/orders/ORD-1043/refund?amountCents=4000");
    }

    @Test
    void anApproverWhoSawOtherArgumentsThanThePersonConsentedToOpensNothing() {
        Gate gate = gateOf(agent("send_payment", "{\"payeeId\":\"PAYEE-1\",\"amountCents\":90000}", null));
        tool(gate).confirm(person(gate));
        Gate waiting = fresh(gate);
        HumanDecision sawOther = new HumanDecision(
                gate.id(),
                approversBrowser,
                "approver",
                clock.instant(),
                HumanDecision.Role.APPROVER,
                "ok",
                org.consentlab.instructor.ApprovalScope.OUTSIDE_CLASSES,
                Fingerprint.of(waiting, json("{\"payeeId\":\"PAYEE-2\",\"amountCents\":90000}")),
                null);

        assertThat(tool(waiting).confirmApproval(sawOther)).isEqualTo(ArgumentBoundTool.CHANGED);
        assertThat(wireOf(sandbox)).isEmpty();
        assertThat(tool(waiting).confirmApproval(approver(waiting))).startsWith("SENT. €900.00 went to Alan Turing.");
        assertThat(wireOf(sandbox)).containsExactly("POST /api/payments?payeeId=PAYEE-1&amountCents=90000");
    }
}
