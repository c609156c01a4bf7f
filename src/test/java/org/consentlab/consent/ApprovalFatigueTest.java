package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * Approval fatigue: a sandbox holds at most a few decisions waiting at once, and after declines in
 * a row the person is not asked again for a while; the agent is told why and the audit shows it.
 */
@SpringBootTest(properties = {"consentlab.gate.max-pending=3", "consentlab.gate.decline-breaker.declines=2",
        "consentlab.gate.decline-breaker.window=PT10M", "spring.datasource.url=jdbc:h2:mem:fatigue;DB_CLOSE_DELAY=-1"})
@Import(TestClock.Config.class)
class ApprovalFatigueTest extends ReportGateTestSupport {

    @Autowired ToolCalls calls;
    @Autowired AuditLog audit;

    @Test
    void pastTheCapTheAgentIsRefusedAndNoGateIsArmed() {
        for (String report : new String[] {"RPT-29", "RPT-30", "RPT-31"}) {
            assertThat(askArchive(report).text()).isEqualTo(ReportArchive.PENDING_TEXT);
        }

        ToolResult fourth = askArchive("RPT-32");

        assertThat(fourth.isError()).isTrue();
        assertThat(fourth.text()).startsWith("Refused: 3 requests already wait for the person's decision")
                .endsWith("Nothing was changed.");
        assertThat(gates.pending(sandbox)).hasSize(3);
        assertRefusalAudited(fourth);

        decisions.decline(person(pendingGate()));
        assertThat(askArchive("RPT-32").text()).as("room again once one is decided").isEqualTo(ReportArchive.PENDING_TEXT);
    }

    @Test
    void afterDeclinesInARowThePersonIsNotAskedAndTheAgentIsToldToAskInConversation() {
        askArchive("RPT-29");
        decisions.decline(person(pendingGate()));
        askArchive("RPT-30");
        decisions.decline(person(pendingGate()));

        ToolResult third = askArchive("RPT-31");

        assertThat(third.isError()).isTrue();
        assertThat(third.text()).contains("declined the last 2 requests", "Ask the person in conversation");
        assertThat(gates.pending(sandbox)).isEmpty();
        assertRefusalAudited(third);

        clock.advance(Duration.ofMinutes(11));
        assertThat(askArchive("RPT-31").text()).as("the window has passed").isEqualTo(ReportArchive.PENDING_TEXT);
    }

    @Test
    void aYesInBetweenResetsTheBreaker() {
        askArchive("RPT-29");
        decisions.decline(person(pendingGate()));
        askArchive("RPT-30");
        archive.confirm(person(pendingGate()));
        askArchive("RPT-31");
        decisions.decline(person(pendingGate()));

        assertThat(askArchive("RPT-32").text()).isEqualTo(ReportArchive.PENDING_TEXT);
    }

    private void assertRefusalAudited(ToolResult refused) {
        assertThat(calls.find(refused.callId()).orElseThrow()).satisfies(call -> {
            assertThat(call.state()).isEqualTo(CallState.OUTPUT_ERROR);
            assertThat(call.outcome()).isEqualTo(Outcome.POLICY);
        });
        assertThat(audit.records(sandbox)).filteredOn(r -> refused.callId() == r.callId())
                .extracting(AuditRecord::event, AuditRecord::outcome, AuditRecord::result)
                .contains(tuple(AuditEvent.REJECTED, "policy", refused.text()));
    }
}
