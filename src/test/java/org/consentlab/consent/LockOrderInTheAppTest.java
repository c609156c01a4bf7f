package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.time.Instant;
import java.util.List;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every path a sandbox's calls and gates take keeps the documented lock order: in any sequence of
 * reads, gated requests, confirmations, refusals, cancellations, timeouts and resets the order
 * check ({@code LockOrder}, which refuses a lock out of order) never refuses one, so no step fails.
 */
@SpringBootTest
class LockOrderInTheAppTest {

    private static final int STEPS = 7;

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ConsentGates gates;

    @Autowired
    AccountDeletion deletion;

    @Test
    void noSequenceOfStepsTakesALockOutOfOrder() {
        qt().withExamples(40)
                .withShrinkCycles(10)
                .forAll(lists().of(integers().between(0, STEPS - 1)).ofSizeBetween(1, 10))
                .checkAssert(steps -> {
                    SandboxId sandbox = sandboxes.create();
                    steps.forEach(step -> run(step, sandbox));
                    assertThat(calls.list(sandbox))
                            .as("steps %s", steps)
                            .extracting(ToolCall::resultText)
                            .noneMatch(text -> text != null && text.contains("internal error"));
                });
    }

    private void run(int step, SandboxId sandbox) {
        List<Gate> pending = gates.pending(sandbox);
        switch (step) {
            case 0 -> call(sandbox, "get_account");
            case 1 -> call(sandbox, "delete_account");
            case 2 -> pending.forEach(gate -> deletion.confirm(decision(gate)));
            case 3 -> pending.forEach(gate -> deletion.decisions().decline(decision(gate)));
            case 4 -> pending.forEach(gate -> service.abandon(gate.callId(), Outcome.CANCELLED, "the agent aborted"));
            case 5 -> pending.forEach(gates::expire);
            default -> sandboxes.reset(sandbox);
        }
    }

    private void call(SandboxId sandbox, String tool) {
        service.invoke(new ToolCallRequest(sandbox, Channel.MCP, "agent", tool, "{}", null, "mcp-session", "/mcp"));
    }

    private static HumanDecision decision(Gate gate) {
        return new HumanDecision(
                gate.id(),
                gate.sandbox(),
                gate.sandbox().learner(),
                Instant.now(),
                HumanDecision.Role.PERSON_IN_PAGE,
                null,
                null,
                null,
                null);
    }
}
