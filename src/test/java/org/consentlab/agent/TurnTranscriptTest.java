package org.consentlab.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.junit.jupiter.api.Test;

/** The batch agent's turn read back from hand-made call records, as a reload reads it. */
class TurnTranscriptTest {

    private static final Instant AT = Instant.parse("2026-12-01T08:00:00Z");
    private static final SandboxId SANDBOX = SandboxId.random();
    private static final String REASON = "I still need the invoices.";

    @Test
    void callsAndNamedResultsComeInTheOrderSentAndTheSecondTurnOnlyOnceEveryCallIsFinal() {
        List<ToolCall> turn = new ArrayList<>(List.of(
                call(15, "delete_account", CallState.APPROVAL_REQUESTED, null, "PENDING. …"),
                call(11, "get_account", CallState.OUTPUT_AVAILABLE, null, "Ada Lovelace, ACTIVE"),
                call(13, "refund_order", CallState.OUTPUT_AVAILABLE, null, "REFUNDED €40.00 of order ORD-1043."),
                call(12, "save_for_later", CallState.OUTPUT_AVAILABLE, null, "Saved LAMP-02 for later."),
                call(
                        14,
                        "send_payment",
                        CallState.OUTPUT_DENIED,
                        Outcome.DECLINED,
                        "DECLINED by the person in the page. Nothing was done.")));

        List<String> open = texts(TurnTranscript.of(turn));
        assertThat(open)
                .filteredOn(line -> line.startsWith("result "))
                .extracting(line -> line.substring(7, line.indexOf(':')))
                .containsExactly(
                        "get_account · call #11",
                        "save_for_later · call #12",
                        "refund_order · call #13",
                        "send_payment · call #14",
                        "delete_account · call #15");
        assertThat(open)
                .contains("result delete_account · call #15: no answer yet  [approval-requested]")
                .noneMatch(line -> line.contains("Turn 2"));

        turn.set(
                0,
                call(
                        15,
                        "delete_account",
                        CallState.OUTPUT_DENIED,
                        Outcome.DECLINED,
                        "DECLINED by the person, who wrote: “" + REASON + "”. Nothing was done."));
        List<String> answered = texts(TurnTranscript.of(turn));
        assertThat(answered.get(0)).isEqualTo("agent Turn 1: 5 calls sent at once by simulated-agent:batch.");
        assertThat(answered.get(1)).isEqualTo("call calls get_account · call #11 with {}");
        assertThat(answered)
                .containsSubsequence(
                        "agent Turn 2. What happened to each call:",
                        "agent Refunded €40.00 on ORD-1043.",
                        "agent You declined the payment to PAYEE-1, without a reason: I drop it from my plan.");
        assertThat(answered.getLast()).contains("“" + REASON + "”").contains("your words");
    }

    @Test
    void anotherCallersTurnHasNoSecondTurnToReadBack() {
        List<ToolCall> turn = List.of(new ToolCall(
                21,
                SANDBOX,
                "refund_order",
                Channel.INSPECTOR,
                "inspector",
                null,
                "{}",
                CallState.OUTPUT_AVAILABLE,
                null,
                "REFUNDED",
                false,
                21L,
                "web-1",
                "/labs/decisions",
                AT,
                AT));
        assertThat(texts(TurnTranscript.of(turn)))
                .containsExactly(
                        "agent Turn 1: 1 call sent at once by inspector.",
                        "call calls refund_order · call #21 with {}",
                        "result refund_order · call #21: REFUNDED  " + "[output-available]");
    }

    private static List<String> texts(List<TranscriptEntry> lines) {
        return lines.stream()
                .map(line -> line.kind().label() + " " + line.text())
                .toList();
    }

    private static ToolCall call(long id, String tool, CallState state, Outcome outcome, String result) {
        return new ToolCall(
                id,
                SANDBOX,
                tool,
                Channel.SIMULATED_AGENT,
                TurnTranscript.BATCH_CALLER,
                null,
                "{}",
                state,
                outcome,
                result,
                false,
                id,
                "web-1",
                "/labs/decisions",
                AT.plusMillis(id),
                AT.plusMillis(id));
    }
}
