package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** Giving up on a call: only ever a cancel of a still-pending gate, never a decision. */
@SpringBootTest
class ToolCallAbandonTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    Sandboxes sandboxes;

    SandboxId sandbox;

    @BeforeEach
    void sandbox() {
        sandbox = sandboxes.create();
    }

    @Test
    void aPendingGateIsCancelledWithTheOutcomeGiven() {
        long callId = ask("delete_account").callId();

        assertThat(service.abandon(callId, Outcome.CANCELLED, "the agent aborted"))
                .isTrue();

        ToolCall call = calls.find(callId).orElseThrow();
        assertThat(call.state()).isEqualTo(CallState.OUTPUT_DENIED);
        assertThat(call.outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(call.resultText()).contains("the agent aborted").contains("Nothing was done");
    }

    @Test
    void aPersonsNoCannotBeClaimed() {
        long callId = ask("delete_account").callId();

        assertThatThrownBy(() -> service.abandon(callId, Outcome.DECLINED, "pretend"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.APPROVAL_REQUESTED);
    }

    @Test
    void anUngatedOrAlreadyEndedCallIsLeftAsItWas() {
        ToolResult read = ask("get_account");
        assertThat(service.abandon(read.callId(), Outcome.CANCELLED, "late")).isFalse();
        assertThat(calls.find(read.callId()).orElseThrow().state()).isEqualTo(CallState.OUTPUT_AVAILABLE);

        long callId = ask("delete_account").callId();
        sandboxes.reset(sandbox);
        assertThat(service.abandon(callId, Outcome.NAVIGATED_AWAY, "late")).isFalse();
        assertThat(calls.find(callId).orElseThrow().resultText()).contains("the sandbox was reset");
    }

    private ToolResult ask(String tool) {
        return service.invoke(new ToolCallRequest(
                sandbox, Channel.WEBMCP, "webmcp-agent", tool, "{}", null, "test", "/labs/account"));
    }
}
