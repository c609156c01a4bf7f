package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.consent.tool.ReportArchive;
import org.consentlab.report.ReportToolNames;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.DeclineBreakers;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.PersonsOwnCalls;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * Approval fatigue: a sandbox holds at most a few decisions waiting at once, and after declines in
 * a row of agents' requests for one tool the person is not asked for that tool again for a while;
 * the agent is told why and the audit shows it. The person's own controls are never refused, and
 * a reset or the person lifting the breaker lets agents ask again.
 */
@SpringBootTest(
        properties = {
            "consentlab.gate.max-pending=3",
            "consentlab.gate.decline-breaker.declines=2",
            "consentlab.gate.decline-breaker.window=PT10M",
            "spring.datasource.url=jdbc:h2:mem:fatigue;DB_CLOSE_DELAY=-1"
        })
@Import(TestClock.Config.class)
class ApprovalFatigueTest extends ReportGateTestSupport {

    @Autowired
    ToolCalls calls;

    @Autowired
    AuditLog audit;

    @Autowired
    DeclineBreakers breakers;

    @Test
    void pastTheCapTheAgentIsRefusedAndNoGateIsArmed() {
        for (String report : new String[] {"RPT-29", "RPT-30", "RPT-31"}) {
            assertThat(askArchive(report).text()).isEqualTo(ReportArchive.PENDING_TEXT);
        }

        ToolResult fourth = askArchive("RPT-32");

        assertThat(fourth.isError()).isTrue();
        assertThat(fourth.text())
                .startsWith("Refused: 3 requests already wait for the person's decision")
                .endsWith("Nothing was changed.");
        assertThat(gates.pending(sandbox)).hasSize(3);
        assertRefusalAudited(fourth);

        decisions.decline(person(pendingGate()));
        assertThat(askArchive("RPT-32").text())
                .as("room again once one is decided")
                .isEqualTo(ReportArchive.PENDING_TEXT);
    }

    @Test
    void afterDeclinesInARowThePersonIsNotAskedAndTheAgentIsToldToAskInConversation() {
        askArchive("RPT-29");
        decisions.decline(person(pendingGate()));
        askArchive("RPT-30");
        decisions.decline(person(pendingGate()));

        ToolResult third = askArchive("RPT-31");

        assertThat(third.isError()).isTrue();
        assertThat(third.text())
                .startsWith("The person declined the last 2 requests for archive_report within 10 minutes")
                .contains("Ask the person in conversation")
                .endsWith("Nothing was changed.");
        assertThat(gates.pending(sandbox)).isEmpty();
        assertRefusalAudited(third);
        assertThat(breakers.on(sandbox)).singleElement().satisfies(on -> {
            assertThat(on.tool()).isEqualTo("archive_report");
            assertThat(on.declines()).isEqualTo(2);
            assertThat(on.liftsAt()).isAfter(java.time.Instant.now(clock));
        });

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

    @Test
    void theBreakerCountsPerToolSoAnotherToolIsStillPutToThePerson() {
        declineTwoArchives();

        assertThat(askArchive("RPT-31").isError()).isTrue();
        ToolResult export = agent(ReportToolNames.EXPORT_CUSTOMERS, "{}", null);

        assertThat(export.isError()).isFalse();
        assertThat(export.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
    }

    @Test
    void thePersonsOwnButtonIsNeverRefusedAndTheirOwnNoIsNotCounted() {
        declineTwoArchives();

        ToolResult own = asPerson(Channel.BUTTON, "learner", "RPT-31");

        assertThat(own.isError()).isFalse();
        assertThat(own.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        decisions.decline(person(pendingGate()));
        sandboxes.reset(sandbox);
        asPerson(Channel.BUTTON, "learner", "RPT-29");
        decisions.decline(person(pendingGate()));
        asPerson(Channel.BUTTON, "learner", "RPT-30");
        decisions.decline(person(pendingGate()));
        assertThat(askArchive("RPT-31").text())
                .as("two noes to the person's own requests are not noes to an agent")
                .isEqualTo(ReportArchive.PENDING_TEXT);
    }

    @Test
    void theLabsOwnRunsAreNeverRefused() {
        declineTwoArchives();

        assertThat(asPerson(Channel.SIMULATED_AGENT, PersonsOwnCalls.LAB_7_AGENT, "RPT-31")
                        .isError())
                .isFalse();
        assertThat(asPerson(Channel.SIMULATED_AGENT, "simulated-agent", "RPT-32")
                        .isError())
                .isTrue();
    }

    @Test
    void thePersonsOwnRequestIsNotRefusedByTheCapEither() {
        for (String report : new String[] {"RPT-29", "RPT-30", "RPT-31"}) {
            askArchive(report);
        }

        assertThat(asPerson(Channel.BUTTON, "learner", "RPT-32").state()).isEqualTo(CallState.APPROVAL_REQUESTED);
    }

    @Test
    void liftingTheBreakerLetsAgentsAskAgainAndTheCountStartsOver() {
        declineTwoArchives();
        assertThat(askArchive("RPT-31").isError()).isTrue();

        breakers.lift(sandbox, "archive_report", sandbox.learner());

        assertThat(breakers.on(sandbox)).isEmpty();
        clock.advance(Duration.ofSeconds(1));
        assertThat(askArchive("RPT-31").text()).isEqualTo(ReportArchive.PENDING_TEXT);
        decisions.decline(person(pendingGate()));
        assertThat(askArchive("RPT-32").text()).as("one decline since the lift").isEqualTo(ReportArchive.PENDING_TEXT);
        decisions.decline(person(pendingGate()));
        assertThat(askArchive("RPT-33").isError())
                .as("two declines since the lift")
                .isTrue();
    }

    @Test
    void aResetOfTheSandboxClearsTheBreaker() {
        declineTwoArchives();
        assertThat(breakers.on(sandbox)).isNotEmpty();

        sandboxes.reset(sandbox);

        assertThat(breakers.on(sandbox)).isEmpty();
        assertThat(askArchive("RPT-31").text()).isEqualTo(ReportArchive.PENDING_TEXT);
    }

    private void declineTwoArchives() {
        askArchive("RPT-29");
        decisions.decline(person(pendingGate()));
        askArchive("RPT-30");
        decisions.decline(person(pendingGate()));
    }

    private ToolResult asPerson(Channel channel, String caller, String reportId) {
        return service.invoke(new ToolCallRequest(
                sandbox,
                channel,
                caller,
                ReportToolNames.ARCHIVE,
                "{\"reportId\":\"" + reportId + "\"}",
                null,
                "session-1",
                ROUTE));
    }

    private void assertRefusalAudited(ToolResult refused) {
        assertThat(calls.find(refused.callId()).orElseThrow()).satisfies(call -> {
            assertThat(call.state()).isEqualTo(CallState.OUTPUT_ERROR);
            assertThat(call.outcome()).isEqualTo(Outcome.POLICY);
        });
        assertThat(audit.records(sandbox))
                .filteredOn(r -> refused.callId() == r.callId())
                .extracting(AuditRecord::event, AuditRecord::outcome, AuditRecord::result)
                .contains(tuple(AuditEvent.REJECTED, "policy", refused.text()));
    }
}
