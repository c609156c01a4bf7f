package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.consentlab.TestClock;
import org.consentlab.consent.tool.ApproverLimits;
import org.consentlab.tool.RequiredDecision;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The person's approver limits add up: what they alone approved for one order (refunds) or one
 * payee (payments), in the turn and in the window, decides the rung, not the single call. Approvals
 * racing each other are decided under the sandbox's lock, so they can never all fit.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class ApproverLimitsTest extends DecisionTestSupport {

    private static final String REFUND_40 = "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}";

    @Test
    void approveAllOnThreeRefundsOfOneOrderRefundsAtMostTheLimitAndTheRestNeedAnApprover() throws Exception {
        List<Gate> turn = IntStream.range(0, 3)
                .mapToObj(i -> gateOf(agent("refund_order", REFUND_40, null)))
                .toList();
        assertThat(turn).allMatch(gate -> gate.requiredDecision() == RequiredDecision.EXPLICIT_CONSENT);

        List<String> results = AtOnce.run(turn.stream()
                .<Callable<String>>map(gate -> () -> tool(gate).confirmCovered(person(gate)))
                .toList());

        assertThat(payments.order(sandbox, "ORD-1043").orElseThrow().refundedCents())
                .isLessThanOrEqualTo(ApproverLimits.REFUND_PER_ORDER_CENTS)
                .isEqualTo(4000);
        assertThat(results)
                .filteredOn(text -> text.equals("REFUNDED €40.00 of order ORD-1043."))
                .hasSize(1);
        assertThat(results)
                .filteredOn(text -> text.startsWith("NOT APPROVED. Needs an approver: with this €40.00, "
                        + "you alone would have approved €80.00 of refunds on order ORD-1043 within 24 hours, above your "
                        + "limit of €50.00."))
                .hasSize(2);
        assertThat(wireOf(sandbox)).containsExactly("POST /api/orders/ORD-1043/refund?amountCents=4000");
        List<Gate> beyond = turn.stream().map(this::fresh).filter(Gate::pending).toList();
        assertThat(beyond)
                .hasSize(2)
                .allMatch(gate ->
                        gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN && gate.consentSeq() == null);
        assertThat(beyond.getFirst().consequence()).contains("above your limit of €50.00");

        // Each is then the person's consent on its own row and an approver's approval; an approver's never counts.
        for (Gate gate : beyond) {
            assertThat(tool(gate).confirm(person(gate))).startsWith("CONSENT RECORDED");
            Gate waiting = fresh(gate);
            assertThat(tool(waiting).confirmApproval(approver(waiting)))
                    .isEqualTo("REFUNDED €40.00 of order ORD-1043.");
        }
        assertThat(payments.order(sandbox, "ORD-1043").orElseThrow().refundedCents())
                .isEqualTo(12000);
    }

    @Test
    void theSameSplitAcrossTwoTurnsWithinTheWindowNeedsAnApproverAndNoLongerOnceTheWindowIsPast() {
        Gate first = gateOf(agent("refund_order", REFUND_40, null));
        assertThat(tool(first).confirm(person(first))).isEqualTo("REFUNDED €40.00 of order ORD-1043.");

        clock.advance(Duration.ofHours(3));
        Gate second = gateOf(agent("refund_order", REFUND_40, null));

        assertThat(second.requiredDecision())
                .as("armed with the person's €40.00 of three hours ago added")
                .isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
        assertThat(tool(second).confirm(person(second))).startsWith("CONSENT RECORDED");
        assertThat(wireOf(sandbox)).hasSize(1);

        clock.advance(Duration.ofHours(22));
        Gate third = gateOf(agent("refund_order", REFUND_40, null));
        assertThat(third.requiredDecision()).isEqualTo(RequiredDecision.EXPLICIT_CONSENT);
        assertThat(tool(third).confirm(person(third))).isEqualTo("REFUNDED €40.00 of order ORD-1043.");
    }

    @Test
    void paymentsToOnePayeeAddUpRacingOrInTwoTurnsWhileAnotherPayeeHasALimitOfItsOwn() throws Exception {
        String pay300 = "{\"payeeId\":\"PAYEE-1\",\"amountCents\":30000}";
        List<Gate> turn = List.of(
                gateOf(agent("send_payment", pay300, null)),
                gateOf(agent("send_payment", pay300, null)),
                gateOf(agent("send_payment", "{\"payeeId\":\"PAYEE-2\",\"amountCents\":30000}", null)));
        assertThat(turn).noneMatch(gate -> gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN);

        List<String> results = AtOnce.run(turn.stream()
                .<Callable<String>>map(gate -> () -> tool(gate).confirm(person(gate)))
                .toList());

        assertThat(results)
                .filteredOn(text -> text.startsWith("SENT. €300.00 went to"))
                .hasSize(2);
        assertThat(results)
                .filteredOn(
                        text -> text.startsWith("CONSENT RECORDED")
                                && text.contains(
                                        "you alone would "
                                                + "have approved €600.00 of payments to PAYEE-1 within 24 hours, above your limit of €500.00."))
                .hasSize(1);
        assertThat(payments.sent(sandbox)).hasSize(2);

        clock.advance(Duration.ofHours(1));
        Gate nextTurn = gateOf(agent("send_payment", "{\"payeeId\":\"PAYEE-1\",\"amountCents\":25000}", null));
        assertThat(nextTurn.requiredDecision()).isEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
        Gate otherPayee = gateOf(agent("send_payment", "{\"payeeId\":\"PAYEE-2\",\"amountCents\":20000}", null));
        assertThat(otherPayee.requiredDecision()).isNotEqualTo(RequiredDecision.APPROVAL_OUTSIDE_RUN);
    }
}
