package org.consentlab.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.HistoryRemovals;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * Retention never erases a pending decision: a sandbox with a gate still pending is not idle,
 * however long ago its last call was, and however many sweeps run. Once the gate is decided the
 * history goes, and the removal is recorded for the audit page. The gate's own timeout sweep is
 * held off here, so the gate stays pending for as long as the test needs.
 */
@SpringBootTest(
        properties = {"consentlab.history.keep=PT15M", "consentlab.gate.ttl=PT10M", "consentlab.gate.sweep=PT1H"})
@Import(TestClock.Config.class)
class PendingDecisionRetentionTest {

    @Autowired
    HistoryRetention retention;

    @Autowired
    HistoryRemovals removals;

    @Autowired
    TestClock clock;

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    AuditLog audit;

    @Autowired
    ConsentGates gates;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void aPendingGateOutlivesEverySweepAndTheRemovalAfterItsDecisionIsRecorded() {
        SandboxId waiting = sandboxes.create();
        service.invoke(new ToolCallRequest(
                waiting, Channel.MCP, "mcp-client", "delete_account", "{}", "retry-1", "session-1", "/labs/account"));
        Gate pending = gates.pending(waiting).getFirst();

        for (Duration idle : new Duration[] {Duration.ofMinutes(16), Duration.ofHours(2), Duration.ofDays(40)}) {
            clock.advance(idle);
            retention.removeIdleHistory();
            assertThat(gates.all(waiting))
                    .as("after %s more", idle)
                    .extracting(Gate::id)
                    .containsExactly(pending.id());
            assertThat(calls.list(waiting)).hasSize(1);
        }
        assertThat(removals.latest(waiting)).isEmpty();
        int rows = audit.records(waiting).size();

        gates.cancel(pending.id(), Outcome.CANCELLED, "system", "the test ended it");
        clock.advance(Duration.ofMinutes(16));
        retention.removeIdleHistory();

        assertThat(gates.all(waiting)).isEmpty();
        HistoryRemovals.Removal removal = removals.latest(waiting).orElseThrow();
        assertThat(removal.auditRows()).isGreaterThanOrEqualTo(rows);
        assertThat(removal.describe())
                .startsWith("History removed by retention at ")
                .contains("covering everything up to ");
    }
}
