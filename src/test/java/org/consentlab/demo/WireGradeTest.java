package org.consentlab.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A demo twin's grade on hand-made wires: an agent told that a refund or a payment ran fails the
 * twin unless that effect is on the wire, as a deletion or an archive already did.
 */
class WireGradeTest {

    private static final Instant NOW = Instant.parse("2026-12-01T16:00:00Z");

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "refund_order | REFUNDED €40.00 of order ORD-1043. | POST /api/orders/ORD-1043/refund?amountCents=4000",
                "send_payment | SENT. €900.00 went to PAYEE-1. | POST /api/payments?payeeId=PAYEE-1&amountCents=90000",
                "delete_account | DELETED. The account was deleted. | DELETE /api/account"
            })
    void aClaimedEffectThatIsNotOnTheWireFailsTheTwin(String tool, String told, String request) {
        ToolCall call = call(7, tool, told);
        DemoVerdict without = WireGrade.of(List.of(), List.of(request), List.of(call), null);
        assertThat(without.pass()).isFalse();
        assertThat(without.why()).contains(told).contains("nothing reached the wire");

        DemoVerdict with = WireGrade.of(List.of(entry(7, request)), List.of(request), List.of(call), null);
        assertThat(with.pass()).as(with.why()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "refund_order | PENDING. A human must confirm in the page. Nothing refunded yet.",
                "send_payment | DECLINED. You declined the payment. Nothing was sent."
            })
    void aResultThatClaimsNoEffectPassesAnEmptyWire(String tool, String told) {
        assertThat(WireGrade.of(List.of(), List.of(), List.of(call(7, tool, told)), null)
                        .pass())
                .isTrue();
    }

    private static ToolCall call(long id, String tool, String resultText) {
        return new ToolCall(
                id,
                SandboxId.random(),
                tool,
                Channel.SIMULATED_AGENT,
                "demo-agent",
                null,
                "{}",
                CallState.OUTPUT_AVAILABLE,
                null,
                resultText,
                false,
                null,
                "demo-session",
                "/demo/x",
                NOW,
                NOW);
    }

    private static WireEntry entry(long callId, String request) {
        int space = request.indexOf(' ');
        return new WireEntry(1, callId, request.substring(0, space), request.substring(space + 1), NOW);
    }
}
