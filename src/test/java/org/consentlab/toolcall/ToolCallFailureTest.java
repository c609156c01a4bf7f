package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Whatever goes wrong while a call is handled, the call is closed: the failed step leaves nothing
 * behind, and the call ends in output-error with an audit row and an honest message that names
 * no class. No call is left in input-streaming.
 */
@SpringBootTest
class ToolCallFailureTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    ToolRegistry registry;

    @Autowired
    AuditLog audit;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void aHandlerThatFailsClosesTheCallAsAnErrorAndRollsItsStepBack() {
        SandboxId sandbox = sandboxes.create();
        Tool read = registry.find("get_account").orElseThrow();
        Tool failing = new Tool(read.declaration(), invocation -> {
            throw new IllegalStateException("org.example.Broken: the record store went away");
        });
        long callId = service.begin(
                new ToolCallRequest(sandbox, Channel.MCP, "agent", "get_account", "{}", null, "mcp-session", "/mcp"));

        ToolResult result = service.complete(callId, "{}", failing);

        assertThat(result.isError()).isTrue();
        assertThat(result.state()).isEqualTo(CallState.OUTPUT_ERROR);
        assertThat(result.text()).isEqualTo(ToolCallService.FAILED).doesNotContain("Exception", "org.", "Broken");
        ToolCall call = calls.find(callId).orElseThrow();
        assertThat(call.state()).isEqualTo(CallState.OUTPUT_ERROR);
        assertThat(calls.transitions(callId))
                .extracting(Transition::state)
                .as("the failed step's input-available and executing rolled back with it")
                .containsExactly(CallState.INPUT_STREAMING, CallState.OUTPUT_ERROR);
        assertThat(audit.records(sandbox)).singleElement().satisfies(row -> {
            assertThat(row.event().label()).isEqualTo("rejected");
            assertThat(row.result()).isEqualTo(ToolCallService.FAILED);
        });
        assertThat(audit.verify(sandbox).intact()).isTrue();
    }
}
