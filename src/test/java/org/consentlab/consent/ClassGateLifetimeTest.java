package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.consent.tool.ReportArchive;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * A class's workshop settings reach its learners' new gates and nobody else's: the gate
 * time-to-live for a person's own decision, the approval timeout for approvals; open gates keep
 * the deadline they were armed with, and an ended class's learners are back on the defaults.
 */
@SpringBootTest(properties = {"consentlab.gate.ttl=PT2M", "consentlab.reports.approval-timeout=PT60S"})
@Import(TestClock.Config.class)
class ClassGateLifetimeTest extends ReportGateTestSupport {

    @Autowired
    Classes classes;

    @Test
    void aClassesTimeToLiveMakesItsLearnersGatesLiveThatLongAndNobodyElses() {
        WorkshopClass workshop = classWithSettings(Duration.ofMinutes(10), null);
        classes.join(sandbox, workshop.code(), "Ada");
        SandboxId outsider = sandboxes.create();
        SandboxId otherClass = sandboxes.create();
        classes.join(otherClass, classes.create("Other class", "instructor").code(), null);

        ToolResult learners = askDeletion(sandbox);
        ToolResult outsiders = askDeletion(outsider);
        askDeletion(otherClass);

        Gate learnersGate = gates.pending(sandbox).getFirst();
        assertThat(lifetime(learnersGate)).isEqualTo(Duration.ofMinutes(10));
        assertThat(lifetime(gates.pending(outsider).getFirst())).isEqualTo(Duration.ofMinutes(2));
        assertThat(lifetime(gates.pending(otherClass).getFirst())).isEqualTo(Duration.ofMinutes(2));
        assertThat(learners.text())
                .startsWith(AccountDeletion.PENDING_TEXT)
                .contains("until " + Timestamps.iso(learnersGate.expiresAt()));
        assertThat(outsiders.text()).isEqualTo(AccountDeletion.PENDING_TEXT);

        clock.advance(Duration.ofMinutes(3));
        gates.expireOverdue();
        assertThat(gates.pending(outsider)).isEmpty();
        assertThat(gates.pending(otherClass)).isEmpty();
        assertThat(gates.pending(sandbox)).extracting(Gate::id).containsExactly(learnersGate.id());

        clock.advance(Duration.ofMinutes(8));
        gates.expireOverdue();
        assertThat(gates.find(learnersGate.id()).orElseThrow().status()).isEqualTo(GateStatus.EXPIRED);
    }

    @Test
    void theApprovalTimeoutReachesApprovalsAndLeavesThePersonsOwnGatesAlone() {
        WorkshopClass workshop = classWithSettings(null, Duration.ofMinutes(5));
        classes.join(sandbox, workshop.code(), null);

        ToolResult archiving = askArchive("RPT-31");
        askDeletion(sandbox);

        assertThat(lifetime(gateOf(ReportToolNames.ARCHIVE))).isEqualTo(Duration.ofMinutes(5));
        assertThat(archiving.text()).startsWith(ReportArchive.PENDING_TEXT).contains("then times out");
        assertThat(lifetime(gateOf("delete_account"))).isEqualTo(Duration.ofMinutes(2));
    }

    @Test
    void openGatesKeepTheirDeadlineAndAnEndedClassesLearnersAreBackOnTheDefaults() {
        WorkshopClass workshop = classWithSettings(Duration.ofMinutes(10), Duration.ofMinutes(5));
        classes.join(sandbox, workshop.code(), null);
        askDeletion(sandbox);

        classes.settings(workshop.id(), Duration.ofMinutes(20), Duration.ofMinutes(5));
        assertThat(lifetime(gateOf("delete_account")))
                .as("armed before the change")
                .isEqualTo(Duration.ofMinutes(10));
        askArchive("RPT-31");
        assertThat(lifetime(gateOf(ReportToolNames.ARCHIVE))).isEqualTo(Duration.ofMinutes(5));

        classes.end(workshop.id());
        ToolResult afterTheClass = askArchive("RPT-32");
        assertThat(gates.pending(sandbox))
                .filteredOn(gate -> "RPT-32".equals(gate.subject()))
                .singleElement()
                .satisfies(gate -> assertThat(lifetime(gate)).isEqualTo(Duration.ofSeconds(60)));
        assertThat(afterTheClass.text()).isEqualTo(ReportArchive.PENDING_TEXT);
    }

    private WorkshopClass classWithSettings(Duration gateTtl, Duration approvalTimeout) {
        WorkshopClass workshop = classes.create("Workshop", "instructor");
        classes.settings(workshop.id(), gateTtl, approvalTimeout);
        return workshop;
    }

    private ToolResult askDeletion(SandboxId asking) {
        return service.invoke(new ToolCallRequest(
                asking,
                Channel.SIMULATED_AGENT,
                "simulated-agent",
                "delete_account",
                "{}",
                null,
                "session-1",
                "/labs/account"));
    }

    private Gate gateOf(String tool) {
        return gates.pending(sandbox).stream()
                .filter(gate -> gate.tool().equals(tool))
                .findFirst()
                .orElseThrow();
    }

    private static Duration lifetime(Gate gate) {
        return Duration.between(gate.createdAt(), gate.expiresAt());
    }
}
