package org.consentlab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.RecordCopies;
import org.consentlab.account.AccountStatus;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.api.Test;

/** Lab 8's exercise on hand-made records: each step turns done only on what the records show, and near misses say why. */
class DecisionsExerciseTest {

    private static final SandboxId SANDBOX = SandboxId.random();
    private static final Instant AT = Instant.parse("2026-12-01T08:00:00Z");
    private static final String REASON = "Not this month, please.";

    private final List<ToolCall> calls = new ArrayList<>();
    private final List<Gate> gates = new ArrayList<>();
    private final List<WireEntry> wire = new ArrayList<>();
    private final List<DecisionsExercise.TwinWires> demoRuns = new ArrayList<>();
    private final List<DecisionBatch.Item> turn = new ArrayList<>();

    private final DecisionsExercise exercise = new DecisionsExercise(
            viewer -> demoRuns,
            new EditedRefunds(),
            (sandbox, callId) -> turn.stream().anyMatch(item -> item.callId() == callId)
                    ? Optional.of(new DecisionBatch(sandbox, "simulated-agent simulated-agent:batch web-1", AT, turn))
                    : Optional.empty());

    @Test
    void aBatchAnsweredAllYesIsApproveAllNotItemByItem() {
        item(1, "refund_order", GateStatus.APPROVED, DecisionBatch.State.APPROVED, null);
        item(2, "send_payment", GateStatus.APPROVED, DecisionBatch.State.APPROVED, null);
        ExerciseProgress progress = exercise.check(records());
        assertThat(progress.steps().getFirst().done()).isFalse();
        assertThat(progress.hint()).contains("Approve all").contains("reject at least one");

        item(3, "delete_account", GateStatus.DECLINED, DecisionBatch.State.DECLINED, null);
        assertThat(exercise.check(records()).steps().getFirst().done()).isTrue();
    }

    @Test
    void anItemStillWaitingForTheApproverLeavesTheBatchUnanswered() {
        item(1, "refund_order", GateStatus.APPROVED, DecisionBatch.State.APPROVED, null);
        item(2, "send_payment", GateStatus.PENDING, DecisionBatch.State.AWAITING_APPROVER, null);
        item(3, "delete_account", GateStatus.DECLINED, DecisionBatch.State.DECLINED, null);
        assertThat(exercise.check(records()).steps().getFirst().done()).isFalse();
    }

    @Test
    void aReasonCountsOnlyOnceItReachedTheAgentsResult() {
        item(3, "delete_account", GateStatus.DECLINED, DecisionBatch.State.DECLINED, REASON);
        assertThat(exercise.check(records()).steps().get(2).done()).isFalse();

        calls.set(
                0,
                result(
                        calls.getFirst(),
                        CallState.OUTPUT_DENIED,
                        "DECLINED by the person, who said: “" + REASON + "”. Nothing was done."));
        assertThat(exercise.check(records()).steps().get(2).done()).isTrue();
    }

    @Test
    void aDeclineWithoutAReasonGetsAHint() {
        item(3, "delete_account", GateStatus.DECLINED, DecisionBatch.State.DECLINED, null);
        assertThat(exercise.check(records()).hint()).contains("without a reason");
    }

    @Test
    void declinesInOtherLabsGiveThisLabNoHintOnAFirstVisit() {
        declinedIn(41, "/labs/account", null);
        declinedIn(61, "/labs/reports", null);
        ExerciseProgress progress = exercise.check(records());
        assertThat(progress.hint()).isNull();

        declinedIn(62, "/labs/reports", REASON);
        calls.set(
                2,
                result(
                        calls.get(2),
                        CallState.OUTPUT_DENIED,
                        "DECLINED by the person, who wrote: “" + REASON + "”. Nothing was done."));
        progress = exercise.check(records());
        assertThat(progress.steps().get(2).done())
                .as("another lab's reason is not this lab's")
                .isFalse();
    }

    @Test
    void theReasonHintIsGoneOnceARejectWithAReasonFollows() {
        item(3, "delete_account", GateStatus.DECLINED, DecisionBatch.State.DECLINED, null);
        assertThat(exercise.check(records()).hint()).contains("without a reason");

        item(4, "send_payment", GateStatus.DECLINED, DecisionBatch.State.DECLINED, REASON);
        assertThat(exercise.check(records()).hint())
                .as("the newest no has a reason")
                .isNull();

        calls.set(
                1,
                result(
                        calls.get(1),
                        CallState.OUTPUT_DENIED,
                        "DECLINED by the person, who wrote: “" + REASON + "”. Nothing was done."));
        item(5, "refund_order", GateStatus.DECLINED, DecisionBatch.State.DECLINED, null);
        assertThat(exercise.check(records()).hint())
                .as("a reason has reached the agent: step 3 is done")
                .isNull();
    }

    @Test
    void aRefundCountsAsEditedDownOnlyWhenTheLowerEditedAmountRanOnTheWire() {
        item(1, "refund_order", GateStatus.APPROVED, DecisionBatch.State.APPROVED, null);
        wire.add(new WireEntry(10, 1L, "POST", "/api/orders/ORD-1043/refund", AT));
        assertThat(exercise.check(records()).steps().get(1).done())
                .as("approved as asked")
                .isFalse();

        edit(1, "{\"orderId\":\"ORD-1043\",\"amountCents\":6000}");
        assertThat(exercise.check(records()).steps().get(1).done())
                .as("edited up")
                .isFalse();

        edit(1, "{\"orderId\":\"ORD-1043\",\"amountCents\":3000}");
        assertThat(exercise.check(records()).steps().get(1).done()).isTrue();

        wire.clear();
        assertThat(exercise.check(records()).steps().get(1).done())
                .as("nothing on the wire")
                .isFalse();
    }

    @Test
    void theDemoStepWantsTwinsWhoseWiresDiffer() {
        demoRuns.add(new DecisionsExercise.TwinWires(List.of(), List.of()));
        ExerciseProgress same = exercise.check(records());
        assertThat(same.steps().getLast().done()).isFalse();
        assertThat(same.hint()).contains("same wire");

        demoRuns.add(new DecisionsExercise.TwinWires(List.of("POST /api/orders/ORD-1043/refund"), List.of()));
        assertThat(exercise.check(records()).steps().getLast().done()).isTrue();
    }

    private SandboxRecords records() {
        return new SandboxRecords(SANDBOX, calls, gates, wire, AccountStatus.ACTIVE);
    }

    /** A gated call of the batch agent's turn, its gate and its batch item, all numbered {@code id}. */
    private void item(long id, String tool, GateStatus status, DecisionBatch.State state, String reason) {
        calls.add(new ToolCall(
                id,
                SANDBOX,
                tool,
                Channel.SIMULATED_AGENT,
                "simulated-agent:batch",
                null,
                tool.equals("refund_order") ? "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}" : "{}",
                CallState.APPROVAL_REQUESTED,
                null,
                "PENDING",
                false,
                id,
                "web-1",
                "/labs/decisions",
                AT,
                AT));
        gates.add(new Gate(
                id,
                SANDBOX,
                id,
                tool,
                RequiredDecision.EXPLICIT_CONSENT,
                "consequence",
                status,
                status == GateStatus.DECLINED ? Outcome.DECLINED : null,
                AT,
                AT.plusSeconds(60),
                status == GateStatus.PENDING ? null : "learner",
                status == GateStatus.PENDING ? null : AT,
                status == GateStatus.PENDING ? null : id + 5,
                reason,
                null,
                null,
                null,
                null,
                null,
                tool.equals("refund_order") ? "{\"orderId\":\"ORD-1043\",\"amountCents\":4000}" : "{}",
                null,
                null,
                null,
                tool,
                null));
        turn.add(new DecisionBatch.Item(
                id, id, tool, RequiredDecision.EXPLICIT_CONSENT, "consequence", "{}", state, true));
    }

    /** A call of another lab's page, declined by the person there (with {@code reason}, or none). */
    private void declinedIn(long id, String route, String reason) {
        calls.add(new ToolCall(
                id,
                SANDBOX,
                "delete_account",
                Channel.SIMULATED_AGENT,
                "simulated-agent:polite",
                null,
                "{}",
                CallState.OUTPUT_DENIED,
                Outcome.DECLINED,
                "DECLINED",
                false,
                id,
                "web-1",
                route,
                AT,
                AT));
        gates.add(new Gate(
                id,
                SANDBOX,
                id,
                "delete_account",
                RequiredDecision.EXPLICIT_CONSENT,
                "consequence",
                GateStatus.DECLINED,
                Outcome.DECLINED,
                AT,
                AT.plusSeconds(60),
                "learner",
                AT,
                id + 5,
                reason,
                null,
                null,
                null,
                null,
                null,
                "{}",
                null,
                null,
                null,
                "delete_account",
                null));
    }

    /** The person edited gate {@code id}'s arguments to {@code editedArgs} before deciding. */
    private void edit(long id, String editedArgs) {
        Gate gate = gates.stream().filter(g -> g.id() == id).findFirst().orElseThrow();
        gates.set(gates.indexOf(gate), RecordCopies.with(gate, "editedArgsJson", editedArgs));
    }

    private static ToolCall result(ToolCall call, CallState state, String text) {
        return new ToolCall(
                call.id(),
                call.sandbox(),
                call.tool(),
                call.channel(),
                call.caller(),
                call.idempotencyKey(),
                call.maskedArgs(),
                state,
                call.outcome(),
                text,
                false,
                call.gateId(),
                call.sessionRef(),
                call.route(),
                call.createdAt(),
                call.updatedAt());
    }
}
