package org.consentlab.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * History is kept for {@code consentlab.history.keep}: a sandbox idle for longer loses its calls,
 * gates and audit chain (which starts again and still verifies); a sandbox used within it keeps
 * everything; the sandbox itself stays and works on.
 */
@SpringBootTest(properties = "consentlab.history.keep=P30D")
@Import(TestClock.Config.class)
class HistoryRetentionTest {

    @Autowired
    HistoryRetention retention;

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
    void theHistoryOfASandboxIdleLongerThanKeptIsRemovedWithItsChain() {
        SandboxId idle = sandboxes.create();
        call(idle, "get_account");
        call(idle, "delete_account", "retry-1"); // a key of its own goes with its call
        gates.pending(idle)
                .forEach(gate -> gates.cancel(
                        gate.id(), org.consentlab.toolcall.Outcome.CANCELLED, "system", "the test ended it"));
        clock.advance(Duration.ofDays(20));
        SandboxId recent = sandboxes.create();
        call(recent, "get_account");
        clock.advance(Duration.ofDays(11));

        assertThat(retention.removeIdleHistory()).isGreaterThanOrEqualTo(1);

        assertThat(calls.list(idle)).isEmpty();
        assertThat(gates.all(idle)).isEmpty();
        assertThat(audit.records(idle)).isEmpty();
        assertThat(audit.verify(idle).intact()).isTrue();
        assertThat(calls.list(recent)).hasSize(1);
        assertThat(audit.records(recent)).hasSize(2);

        call(idle, "get_account");
        assertThat(audit.records(idle)).hasSize(2);
        assertThat(audit.verify(idle).intact())
                .as("the chain starts again from the sandbox's genesis")
                .isTrue();
        assertThat(retention.removeIdleHistory()).as("nothing idle is left").isZero();
    }

    @Test
    void aSandboxWithMoreCallsThanOneStatementListsLosesThemAll() {
        SandboxId busy = sandboxes.create();
        for (int read = 0; read < 501; read++) {
            call(busy, "get_account");
        }
        clock.advance(Duration.ofDays(31));

        assertThat(retention.removeIdleHistory()).isGreaterThanOrEqualTo(1);

        // A call whose transitions were left behind could not be removed at all (their foreign key).
        assertThat(calls.list(busy)).isEmpty();
        assertThat(audit.records(busy)).isEmpty();
    }

    private void call(SandboxId sandbox, String tool) {
        call(sandbox, tool, null);
    }

    private void call(SandboxId sandbox, String tool, String idempotencyKey) {
        service.invoke(
                new ToolCallRequest(sandbox, Channel.MCP, "agent", tool, "{}", idempotencyKey, "mcp-session", "/mcp"));
    }
}
