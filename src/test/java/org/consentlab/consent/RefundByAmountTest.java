package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.consentlab.TestClock;
import org.consentlab.consent.tool.RefundOrder;
import org.consentlab.lab.Verdict;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.payment.Order;
import org.consentlab.tool.Channel;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Approval that depends on the arguments: refund_order up to €50.00 needs the person's explicit
 * consent, above it an approver outside the run as well. Graded on the wire, for an order of
 * exactly €50.00 and one of €51.00, under the correct page and under "dialog instead of approval".
 */
@SpringBootTest
@Import(TestClock.Config.class)
class RefundByAmountTest extends LifecycleRunTestSupport {

    @Autowired
    JdbcClient jdbc;

    @ParameterizedTest(name = "refund of {0} cents × {1} → {2}, the gate asks for {3}")
    @CsvSource({
        "5000, correct,                    PASS, EXPLICIT_CONSENT",
        "5100, correct,                    PASS, APPROVAL_OUTSIDE_RUN",
        "5000, dialog-instead-of-approval, PASS, EXPLICIT_CONSENT",
        "5100, dialog-instead-of-approval, FAIL, CONSENT_NAMING_CONSEQUENCE"
    })
    void theRungFollowsTheAmountAndTheWireShowsWhetherItWasMet(
            int cents, String behaviourId, String expected, RequiredDecision asked) {
        String orderId = "ORD-" + cents;
        jdbc.sql("INSERT INTO shop_order (sandbox_id, id, customer, amount_cents, status, updated_at) "
                        + "VALUES (?, ?, 'Ada Lovelace', ?, ?, ?)")
                .params(sandbox.value(), orderId, cents, Order.PAID, Instant.now(clock))
                .update();

        long callId = requests.invoke(
                        new ToolCallRequest(
                                sandbox,
                                Channel.INSPECTOR,
                                "inspector",
                                "refund_order",
                                "{\"orderId\":\"" + orderId + "\"}",
                                null,
                                "session-1",
                                ROUTE),
                        LifecycleAction.REFUND_ORDER,
                        UiBehaviour.byId(behaviourId).orElseThrow())
                .callId();
        LifecycleRun run = requests.run(callId).orElseThrow();
        Gate gate = pendingGateOf(callId);
        assertThat(gate.requiredDecision()).isEqualTo(asked);

        boolean overFifty = cents > RefundOrder.APPROVER_ABOVE_CENTS;
        assertThat(requests.required(run))
                .isEqualTo(overFifty ? RequiredDecision.APPROVAL_OUTSIDE_RUN : RequiredDecision.EXPLICIT_CONSENT);

        confirms.confirmInPage(person(gate), gate);
        boolean approverStillAsked = asked == RequiredDecision.APPROVAL_OUTSIDE_RUN;
        // Under the correct page, the person's yes alone sends nothing above €50.00.
        assertThat(wireOf(callId)).hasSize(approverStillAsked ? 0 : 1);
        if (approverStillAsked) {
            confirms.confirmApproval(approver(gate, "approver", "Checked the order"));
        }

        Verdict verdict = verdict(callId);
        assertThat(verdict.headline()).as(verdict.reason()).isEqualTo(expected);
        Gate decided = gateOf(callId);
        WireEntry left = wireOf(callId).getFirst();
        assertThat(left.request()).isEqualTo("POST /api/orders/" + orderId + "/refund");
        assertThat(left.seq()).isGreaterThan(decided.decisionSeq());
        assertThat(payments.order(sandbox, orderId).orElseThrow().status()).isEqualTo(Order.REFUNDED);
        if (expected.equals("FAIL")) {
            assertThat(verdict.reason()).contains("none approved").contains("its arguments");
        }
    }
}
