package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.tool.CustomerExport;
import org.consentlab.consent.tool.ExportHandoff;
import org.consentlab.consent.tool.ReportArchive;
import org.consentlab.report.ReportStatus;
import org.consentlab.report.ReportToolNames;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** archive_report's gate: per report, asks every time, fails closed, and archives at most once. */
@SpringBootTest
@Import(TestClock.Config.class)
class ReportArchiveTest extends ReportGateTestSupport {

    @Autowired
    ToolCalls calls;

    @Autowired
    AuditLog audit;

    @Test
    void rejectThenApproveArchivesOnceTiedToTheSecondRequest() throws Exception {
        ToolResult first = askArchive("RPT-31");
        assertThat(first.text()).isEqualTo(ReportArchive.PENDING_TEXT);
        assertThat(pendingGate().consequence()).startsWith("Archive report RPT-31 'Q3 revenue'");

        String declined = decisions.decline(person(pendingGate()));

        assertThat(finalText(first))
                .isEqualTo(declined)
                .isEqualTo("DECLINED by the person in the page. Nothing was done.");
        assertThat(status("RPT-31")).isEqualTo(ReportStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();

        ToolResult second = askArchive("RPT-31");
        String approved = archive.confirm(person(pendingGate()));

        assertThat(approved).startsWith("ARCHIVED report RPT-31 'Q3 revenue'");
        assertThat(finalText(second)).isEqualTo(approved);
        assertThat(status("RPT-31")).isEqualTo(ReportStatus.ARCHIVED);
        assertThat(wire.entries(sandbox)).singleElement().satisfies(entry -> {
            assertThat(entry.request()).isEqualTo("POST /api/reports/RPT-31/archive");
            assertThat(entry.callId()).isEqualTo(second.callId());
            assertThat(entry.seq()).isGreaterThan(gates.all(sandbox).getLast().decisionSeq());
        });
    }

    @Test
    void theLabsTimeoutIsSixtySecondsAndATimeoutIsNotANo() throws Exception {
        ToolResult asked = askArchive("RPT-31");
        Gate gate = pendingGate();
        assertThat(Duration.between(gate.createdAt(), gate.expiresAt())).isEqualTo(Duration.ofSeconds(60));

        clock.advance(Duration.ofSeconds(61));
        gates.expireOverdue();

        assertThat(finalText(asked))
                .startsWith("TIMED OUT: no person decided within 60 s")
                .contains("not a \"no\"");
        assertThat(calls.find(asked.callId()).orElseThrow().outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(archive.confirm(person(gate))).startsWith("This request timed out");
        assertThat(status("RPT-31")).isEqualTo(ReportStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(audit.records(sandbox))
                .anySatisfy(row -> assertThat(row.outcome()).isEqualTo("timed-out"));
    }

    @Test
    void eachWayOfFailingClosedKeepsItsOwnOutcome() {
        for (Outcome outcome : List.of(Outcome.CANCELLED, Outcome.NAVIGATED_AWAY, Outcome.SESSION_LOST)) {
            ToolResult asked = askArchive("RPT-31");
            gates.failClosed(sandbox, ReportToolNames.GATED, outcome, "test", "because " + outcome.label());
            assertThat(calls.find(asked.callId()).orElseThrow().outcome()).isEqualTo(outcome);
        }
        assertThat(status("RPT-31")).isEqualTo(ReportStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void gatesArePerReportAndRetriesJoinTheReportsGate() {
        askArchive("RPT-31");
        askArchive("RPT-32");
        askArchive("RPT-31");

        assertThat(gates.pending(sandbox)).extracting(Gate::subject).containsExactly("RPT-31", "RPT-32");
        assertThat(calls.ofGate(gates.pending(sandbox).getFirst().id())).hasSize(2);
    }

    @Test
    void aRetryWithTheSameKeyAndARetryWithoutOneArchiveOnce() {
        ToolResult first = agent(ReportToolNames.ARCHIVE, "{\"reportId\":\"RPT-31\"}", "key-31");
        ToolResult replay = agent(ReportToolNames.ARCHIVE, "{\"reportId\":\"RPT-31\"}", "key-31");
        askArchive("RPT-31");
        assertThat(replay.callId()).isEqualTo(first.callId());

        archive.confirm(person(pendingGate()));
        ToolResult afterwards = agent(ReportToolNames.ARCHIVE, "{\"reportId\":\"RPT-31\"}", "key-31");

        assertThat(afterwards.callId()).isEqualTo(first.callId());
        assertThat(afterwards.text()).startsWith("ARCHIVED report RPT-31");
        assertThat(wire.entries(sandbox)).hasSize(1);
    }

    @Test
    void aDoubleSubmittedApprovalArchivesOnce() throws Exception {
        askArchive("RPT-31");
        Gate gate = pendingGate();
        CountDownLatch start = new CountDownLatch(1);
        List<Callable<String>> clicks = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            clicks.add(() -> {
                start.await();
                return archive.confirm(person(gate));
            });
        }
        try (var pool = Executors.newFixedThreadPool(6)) {
            var answers = clicks.stream().map(pool::submit).toList();
            start.countDown();
            List<String> texts = new ArrayList<>();
            for (var answer : answers) {
                texts.add(answer.get());
            }
            assertThat(texts).filteredOn(text -> text.startsWith("ARCHIVED")).hasSize(1);
        }
        assertThat(wire.entries(sandbox)).hasSize(1);
    }

    @Test
    void archiveNeverAllowsASessionWideYes() {
        assertThat(PolicyLadder.allowsSessionWide(ReportArchive.DECLARATION.risk()))
                .isFalse();
        assertThat(PolicyLadder.allowsSessionWide(CustomerExport.DECLARATION.risk()))
                .isTrue();
        assertThat(PolicyLadder.allowsSessionWide(ExportHandoff.DECLARATION.risk()))
                .isFalse();
    }

    @Test
    void theAuditCarriesEveryFieldWithTheReportsIdentity() {
        ToolResult asked = askArchive("RPT-31");
        archive.confirm(person(pendingGate()));

        assertThat(audit.records(sandbox))
                .filteredOn(row -> row.event() == AuditEvent.RESULT)
                .singleElement()
                .satisfies(row -> {
                    assertThat(row.callId()).isEqualTo(asked.callId());
                    assertThat(row.action()).isEqualTo("archive_report");
                    assertThat(row.description()).contains("RPT-31 'Q3 revenue'");
                    assertThat(row.maskedArgs()).contains("RPT-31");
                    assertThat(row.requester()).isEqualTo("simulated-agent");
                    assertThat(row.sessionRef()).isEqualTo("session-1");
                    assertThat(row.channel()).isEqualTo("simulated-agent");
                    assertThat(row.decision()).isEqualTo("approved");
                    assertThat(row.decidedBy()).isEqualTo("learner@" + sandbox.shortForm());
                    assertThat(row.decidedAt()).isNotNull();
                    assertThat(row.result()).startsWith("ARCHIVED report RPT-31");
                    assertThat(row.route()).isEqualTo(ROUTE);
                });
        assertThat(calls.find(asked.callId()).orElseThrow().state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
        assertThat(audit.records(sandbox))
                .filteredOn(row -> row.callId() == asked.callId())
                .allSatisfy(row -> assertThat(row.description()).contains("RPT-31 'Q3 revenue'"));
    }

    @Test
    void unknownOrArchivedReportsAreRefusedWithoutAGate() {
        assertThat(askArchive("RPT-99").text()).startsWith("No report RPT-99");
        askArchive("RPT-31");
        archive.confirm(person(pendingGate()));
        assertThat(askArchive("RPT-31").text()).contains("already ARCHIVED");
        assertThat(askArchive("31").text()).contains("/reportId");
        assertThat(gates.pending(sandbox)).isEmpty();
    }
}
