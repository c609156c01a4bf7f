package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.TestClock;
import org.consentlab.consent.tool.ReportArchive;
import org.consentlab.instructor.FailureMode;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.ReportStatus;
import org.consentlab.report.ReportToolNames;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** Each failure mode really fails, graded on the wire; switched off, the same steps are safe again. */
@SpringBootTest
@Import(TestClock.Config.class)
class FailureModesTest extends ReportGateTestSupport {

    @Autowired
    ToolCalls calls;

    @Autowired
    CoveredRegions regions;

    @Test
    void noGateArchivesOnTheAgentsCallAndOffRestoresTheGate() {
        modes.set(sandbox, FailureMode.NO_GATE, true);
        ToolResult unasked = askArchive("RPT-31");

        assertThat(unasked.text()).startsWith("ARCHIVED report RPT-31");
        assertThat(gates.all(sandbox)).isEmpty();
        assertThat(wire.entries(sandbox)).extracting(WireEntry::callId).containsExactly(unasked.callId());

        modes.set(sandbox, FailureMode.NO_GATE, false);
        assertThat(askArchive("RPT-32").text()).isEqualTo(ReportArchive.PENDING_TEXT);
        assertThat(status("RPT-32")).isEqualTo(ReportStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).hasSize(1);
    }

    @Test
    void rejectionAsSuccessLiesToTheAgentWhileTheWireStaysEmpty() throws Exception {
        modes.set(sandbox, FailureMode.REJECTION_AS_SUCCESS, true);
        ToolResult asked = askArchive("RPT-31");
        decisions.decline(person(pendingGate()));

        assertThat(finalText(asked)).startsWith("DONE.");
        assertThat(calls.find(asked.callId()).orElseThrow().outcome()).isEqualTo(Outcome.DECLINED);
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(status("RPT-31")).isEqualTo(ReportStatus.ACTIVE);

        modes.set(sandbox, FailureMode.REJECTION_AS_SUCCESS, false);
        ToolResult again = askArchive("RPT-31");
        decisions.decline(person(pendingGate()));
        assertThat(finalText(again)).startsWith("DECLINED");
    }

    @Test
    void rememberedYesArchivesTheNextReportUnaskedAndOffAsksAgain() {
        modes.set(sandbox, FailureMode.REMEMBERED_YES, true);
        askArchive("RPT-31");
        archive.confirm(person(pendingGate()));
        ToolResult unasked = askArchive("RPT-32");

        assertThat(unasked.text()).startsWith("ARCHIVED report RPT-32");
        assertThat(wire.entries(sandbox)).hasSize(2);
        assertThat(gates.all(sandbox)).hasSize(1);

        modes.set(sandbox, FailureMode.REMEMBERED_YES, false);
        assertThat(askArchive("RPT-33").text()).isEqualTo(ReportArchive.PENDING_TEXT);
        assertThat(wire.entries(sandbox)).hasSize(2);
    }

    @Test
    void rememberedYesCountsOnlyAYesGivenWhileItIsOn() {
        askArchive("RPT-30");
        archive.confirm(person(pendingGate()));
        modes.set(sandbox, FailureMode.REMEMBERED_YES, true);

        ToolResult asked = askArchive("RPT-31");
        assertThat(asked.text()).isEqualTo(ReportArchive.PENDING_TEXT);
        archive.confirm(person(pendingGate()));
        ToolResult unasked = askArchive("RPT-32");

        assertThat(unasked.text()).startsWith("ARCHIVED report RPT-32");
        assertThat(gates.all(sandbox)).hasSize(2);
    }

    @Test
    void noIdempotencyTellsEachRetryWhatItsOwnRequestDid() {
        modes.set(sandbox, FailureMode.NO_IDEMPOTENCY, true);
        ToolResult first = askArchive("RPT-31");
        ToolResult retry = askArchive("RPT-31");
        archive.confirm(person(pendingGate()));

        assertThat(wire.entries(sandbox)).extracting(WireEntry::callId).containsExactly(first.callId(), retry.callId());
        assertThat(calls.find(first.callId()).orElseThrow().resultText()).startsWith("ARCHIVED report RPT-31");
        assertThat(calls.find(retry.callId()).orElseThrow().resultText())
                .startsWith("Nothing to archive: report RPT-31");
        assertThat(calls.find(retry.callId()).orElseThrow().state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
    }

    @Test
    void noIdempotencyPerformsARetriedArchiveTwiceAndOffOnce() {
        modes.set(sandbox, FailureMode.NO_IDEMPOTENCY, true);
        askArchive("RPT-31");
        askArchive("RPT-31");
        archive.confirm(person(pendingGate()));

        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/reports/RPT-31/archive", "POST /api/reports/RPT-31/archive");

        modes.set(sandbox, FailureMode.NO_IDEMPOTENCY, false);
        askArchive("RPT-32");
        askArchive("RPT-32");
        archive.confirm(person(pendingGate()));
        assertThat(wire.entries(sandbox))
                .filteredOn(e -> e.path().contains("RPT-32"))
                .hasSize(1);
    }

    @Test
    void wrongRowHidesWhichReportIsApprovedAndOffNamesIt() {
        modes.set(sandbox, FailureMode.WRONG_ROW, true);
        askArchive("RPT-29");
        Gate vague = pendingGate();
        archive.confirm(person(vague));

        assertThat(vague.consequence())
                .isEqualTo("Archive the selected report?")
                .doesNotContain("RPT");
        assertThat(wire.entries(sandbox)).extracting(WireEntry::path).containsExactly("/api/reports/RPT-29/archive");

        modes.set(sandbox, FailureMode.WRONG_ROW, false);
        askArchive("RPT-30");
        assertThat(pendingGate().consequence()).startsWith("Archive report RPT-30 'Q2 revenue'");
    }

    @Test
    void hiddenCallableTagsAReportBehindADialogAndOffRefuses() {
        regions.cover(sandbox);
        try {
            ToolResult refused = agent(ReportToolNames.TAG, "{\"reportId\":\"RPT-31\",\"tag\":\"hidden\"}", null);
            assertThat(refused.text()).startsWith("REFUSED");
            assertThat(askArchive("RPT-31").text()).startsWith("REFUSED");
            assertThat(wire.entries(sandbox)).isEmpty();

            modes.set(sandbox, FailureMode.HIDDEN_CALLABLE, true);
            ToolResult unseen = agent(ReportToolNames.TAG, "{\"reportId\":\"RPT-31\",\"tag\":\"hidden\"}", null);

            assertThat(unseen.state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
            assertThat(wire.entries(sandbox))
                    .extracting(WireEntry::request)
                    .containsExactly("POST /api/reports/RPT-31/tags");
            assertThat(reports.find(sandbox, "RPT-31").orElseThrow().tags()).containsExactly("hidden");
        } finally {
            regions.uncover(sandbox);
        }
    }

    @Test
    void aResetSwitchesEveryFailureModeOff() {
        for (FailureMode mode : FailureMode.values()) {
            modes.set(sandbox, mode, true);
        }
        sandboxes.reset(sandbox);
        assertThat(modes.on(sandbox)).isEmpty();
    }
}
