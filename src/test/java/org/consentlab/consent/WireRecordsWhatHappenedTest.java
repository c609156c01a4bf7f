package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.consentlab.TestClock;
import org.consentlab.payment.Order;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The wire records only effects that happened: ten €30.00 refunds of the €120.00 order approved at
 * once refund it four times, and the wire holds those four and no more. The refused six each keep
 * their result line. Runs on PostgreSQL too: it is SQL concurrency.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class WireRecordsWhatHappenedTest extends DecisionTestSupport {

    private static final String REFUND_30 = "{\"orderId\":\"ORD-1043\",\"amountCents\":3000}";

    @Test
    void tenRacingRefundsBeyondWhatIsPaidLeaveExactlyTheRefundsThatHappenedOnTheWire() throws Exception {
        List<ToolResult> asked = IntStream.range(0, 10)
                .mapToObj(i -> agent("refund_order", REFUND_30, null))
                .toList();
        List<Gate> ten = asked.stream().map(this::gateOf).toList();
        // The person's yes on each: the first fits their own limit and runs; the nine others wait for an approver.
        ten.forEach(gate -> tool(gate).confirm(person(gate)));
        List<Gate> waiting =
                ten.stream().map(this::fresh).filter(Gate::awaitingApprover).toList();
        assertThat(waiting).hasSize(9);

        List<String> results = AtOnce.run(waiting.stream()
                .<Callable<String>>map(gate -> () -> tool(gate).confirmApproval(approver(gate)))
                .toList());

        Order order = payments.order(sandbox, "ORD-1043").orElseThrow();
        assertThat(order.refundedCents()).isEqualTo(order.amountCents()).isEqualTo(12000);
        assertThat(results)
                .filteredOn(text -> text.equals("REFUNDED €30.00 of order ORD-1043."))
                .hasSize(3);
        assertThat(results)
                .filteredOn(
                        text -> text.equals("Nothing refunded: order ORD-1043 has less than €30.00 " + "still paid."))
                .hasSize(6);
        List<String> wire = wireOf(sandbox);
        assertThat(wire).hasSize(4).containsOnly("POST /api/orders/ORD-1043/refund?amountCents=3000");
        assertThat(wire.size() * 3000).isLessThanOrEqualTo(order.amountCents());
        assertThat(asked)
                .extracting(this::finalText)
                .filteredOn(text -> text.startsWith("Nothing refunded"))
                .hasSize(6);
    }
}
