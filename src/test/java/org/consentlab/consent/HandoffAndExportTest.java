package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.tool.CustomerExport;
import org.consentlab.report.ReportToolNames;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** submit_export's handoff and export_customers' sensitive read, with its one allowed session-wide yes. */
@SpringBootTest
@Import(TestClock.Config.class)
class HandoffAndExportTest extends ReportGateTestSupport {

    @Autowired
    ToolCalls calls;

    @Autowired
    AuditLog audit;

    @Test
    void theHandoffWaitsForThePersonsSubmitAndSucceedsOnceTheExportJobExists() throws Exception {
        ToolResult asked = agent(ReportToolNames.SUBMIT_EXPORT, "{\"format\":\"csv\"}", "export-1");
        var answer = service.whenFinished(asked.callId());
        Gate gate = pendingGate();

        assertThat(asked.text()).startsWith("WAITING.").doesNotContain(gate.handoffCode());
        assertThat(gate.handoffCode()).matches("[0-9]{6}");
        assertThat(handoff.confirmHandoff(person(gate), "000000".equals(gate.handoffCode()) ? "111111" : "000000"))
                .startsWith("Wrong code");
        assertThat(answer).isNotDone();
        assertThat(wire.entries(sandbox)).isEmpty();

        handoff.confirmHandoff(person(gate), gate.handoffCode());

        assertThat(answer.get(5, TimeUnit.SECONDS).text())
                .startsWith("EXPORT JOB #")
                .contains("exists");
        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).containsExactly("POST /api/exports");
    }

    @Test
    void anUnansweredHandoffTimesOutAndSaysSo() throws Exception {
        ToolResult asked = agent(ReportToolNames.SUBMIT_EXPORT, "{\"format\":\"xlsx\"}", null);
        var answer = service.whenFinished(asked.callId());

        clock.advance(Duration.ofSeconds(61));
        gates.expireOverdue();

        assertThat(answer.get(5, TimeUnit.SECONDS).text()).startsWith("TIMED OUT");
        assertThat(calls.find(asked.callId()).orElseThrow().outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void customersAreSharedOnlyAfterApprovalAndASessionYesCoversOnlyThatSession() throws Exception {
        ToolResult asked = agent(ReportToolNames.EXPORT_CUSTOMERS, "{}", null);
        assertThat(asked.text()).isEqualTo(CustomerExport.PENDING_TEXT).doesNotContain("@");
        assertThat(wire.entries(sandbox)).isEmpty();

        export.confirmForSession(person(pendingGate()));
        assertThat(finalText(asked)).startsWith("CUSTOMERS (3)");

        ToolResult sameSession = agent(ReportToolNames.EXPORT_CUSTOMERS, "{}", null);
        ToolResult otherSession = agentInSession(ReportToolNames.EXPORT_CUSTOMERS, "{}", null, "session-2");

        assertThat(sameSession.text()).startsWith("CUSTOMERS (3)");
        assertThat(otherSession.text()).isEqualTo(CustomerExport.PENDING_TEXT);
        assertThat(wire.entries(sandbox)).hasSize(2);
        assertThat(audit.records(sandbox)).anySatisfy(row -> {
            assertThat(row.callId()).isEqualTo(sameSession.callId());
            assertThat(row.decision()).isEqualTo("session-allow");
            assertThat(row.decidedBy()).isEqualTo("learner@" + sandbox.shortForm());
        });
    }

    /** Only a yes that opened the gate allows the session: one on a gate that was already closed allows nothing. */
    @Test
    void aSessionYesOnAGateAlreadyClosedAllowsNothing() {
        agent(ReportToolNames.EXPORT_CUSTOMERS, "{}", null);
        Gate gate = pendingGate();
        gates.cancel(gate.id(), Outcome.CANCELLED, "test", "the page went away");

        assertThat(export.confirmForSession(person(gate))).contains("cancelled");

        ToolResult sameSession = agent(ReportToolNames.EXPORT_CUSTOMERS, "{}", null);
        assertThat(sameSession.text()).isEqualTo(CustomerExport.PENDING_TEXT);
        assertThat(wire.entries(sandbox)).isEmpty();
    }
}
