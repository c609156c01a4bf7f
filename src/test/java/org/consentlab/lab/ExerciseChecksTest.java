package org.consentlab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.account.AccountStatus;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.api.Test;

/**
 * The exercise checks on hand-made records, for what the browser tests do not reach: the near
 * misses of Labs 5 and 6, and that order and count on the wire decide, not the gate's status alone.
 */
class ExerciseChecksTest {

    private static final SandboxId SANDBOX = SandboxId.random();
    private static final Instant AT = Instant.parse("2026-11-30T08:00:00Z");

    private final List<ToolCall> calls = new ArrayList<>();
    private final List<Gate> gates = new ArrayList<>();
    private final List<WireEntry> wire = new ArrayList<>();

    @Test
    void labSixClosingTheDialogIsNotARejection() {
        gate(
                1,
                "archive_report",
                RequiredDecision.EXPLICIT_CONSENT,
                GateStatus.CANCELLED,
                Outcome.CANCELLED,
                "RPT-31",
                null,
                null);
        ExerciseProgress progress = new ReportsExercise().check(records());
        assertThat(progress.steps()).extracting(ExerciseProgress.Step::done).containsExactly(false, false, false);
        assertThat(progress.hint()).contains("ended cancelled").contains("Reject");
    }

    @Test
    void labSixCountsOnlyRptThirtyOneRejectedThenArchivedOnce() {
        gate(
                1,
                "archive_report",
                RequiredDecision.EXPLICIT_CONSENT,
                GateStatus.DECLINED,
                Outcome.DECLINED,
                "RPT-29",
                5L,
                null);
        assertThat(new ReportsExercise().check(records()).hint())
                .contains("RPT-29")
                .contains("RPT-31");

        gate(
                2,
                "archive_report",
                RequiredDecision.EXPLICIT_CONSENT,
                GateStatus.DECLINED,
                Outcome.DECLINED,
                "RPT-31",
                6L,
                null);
        gate(3, "archive_report", RequiredDecision.EXPLICIT_CONSENT, GateStatus.APPROVED, null, "RPT-31", 7L, null);
        wire.add(new WireEntry(8, 3L, "POST", "/api/reports/RPT-31/archive", AT));
        assertThat(new ReportsExercise().check(records()).done()).isTrue();

        // A retry bound to the same approval that ran again (the no-idempotency failure): archived twice.
        calls.add(call(4, "archive_report", Channel.SIMULATED_AGENT, 3L));
        wire.add(new WireEntry(9, 4L, "POST", "/api/reports/RPT-31/archive", AT));
        ExerciseProgress twice = new ReportsExercise().check(records());
        assertThat(twice.done()).isFalse();
        assertThat(twice.hint()).contains("more than once");
    }

    @Test
    void labFiveADeleteThatLeftBeforeTheDecisionsDoesNotCount() {
        gate(
                1,
                "delete_account",
                RequiredDecision.APPROVAL_OUTSIDE_RUN,
                GateStatus.APPROVED,
                null,
                "lifecycle-run-1",
                10L,
                8L);
        wire.add(new WireEntry(5, 1L, "DELETE", "/api/account", AT));
        ExerciseProgress early = new LifecycleExercise().check(records());
        assertThat(early.steps()).extracting(ExerciseProgress.Step::done).containsExactly(true, true, false);
        assertThat(early.hint()).contains("Fires early");

        wire.add(new WireEntry(11, 1L, "DELETE", "/api/account", AT));
        assertThat(new LifecycleExercise().check(records()).done()).isTrue();
    }

    @Test
    void labFourTheAgentsRequestMustBeConfirmedWithExactlyOneDelete() {
        gate(
                1,
                "delete_account",
                RequiredDecision.CONSENT_NAMING_CONSEQUENCE,
                GateStatus.DECLINED,
                Outcome.DECLINED,
                null,
                3L,
                null);
        gate(
                2,
                "delete_account",
                RequiredDecision.CONSENT_NAMING_CONSEQUENCE,
                GateStatus.APPROVED,
                null,
                null,
                6L,
                null);
        assertThat(new AccountExercise().check(records()).steps())
                .extracting(ExerciseProgress.Step::done)
                .containsExactly(true, true, false);
        wire.add(new WireEntry(7, 2L, "DELETE", "/api/account", AT));
        assertThat(new AccountExercise().check(records()).done()).isTrue();
        wire.add(new WireEntry(8, 2L, "DELETE", "/api/account", AT));
        assertThat(new AccountExercise().check(records()).done())
                .as("two DELETEs for one confirm")
                .isFalse();
    }

    private SandboxRecords records() {
        return new SandboxRecords(SANDBOX, calls, gates, wire, AccountStatus.ACTIVE);
    }

    /** A gate and the agent's call that armed it, both numbered {@code id}. */
    private void gate(
            long id,
            String tool,
            RequiredDecision required,
            GateStatus status,
            Outcome outcome,
            String subject,
            Long decisionSeq,
            Long consentSeq) {
        calls.add(call(id, tool, Channel.SIMULATED_AGENT, id));
        gates.add(new Gate(
                id,
                SANDBOX,
                id,
                tool,
                required,
                "consequence",
                status,
                outcome,
                AT,
                AT.plusSeconds(60),
                decisionSeq == null ? null : "learner",
                decisionSeq == null ? null : AT,
                decisionSeq,
                null,
                subject,
                null,
                consentSeq == null ? null : "learner",
                consentSeq == null ? null : AT,
                consentSeq,
                "{}",
                null,
                null,
                null,
                tool,
                null));
    }

    private static ToolCall call(long id, String tool, Channel channel, Long gateId) {
        return new ToolCall(
                id,
                SANDBOX,
                tool,
                channel,
                channel.label(),
                null,
                "{}",
                CallState.OUTPUT_AVAILABLE,
                null,
                "",
                false,
                gateId,
                "web-1",
                "/labs",
                AT,
                AT);
    }
}
