package org.consentlab.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * An exercise's records hold the calls it looks at, oldest first, and none of an agent's other
 * reads: a page's redraw stays cheap however many reads a class's agents made. Checked on the
 * database itself, so each part of the query is proved to find its calls.
 */
@SpringBootTest
class ExerciseRecordsTest {

    private static final int AGENT_READS = 25;

    @Autowired
    LabExercises exercises;

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentGates gates;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void anAgentsOtherReadsAreNotReadButEveryGatedAndNamedCallIs() {
        SandboxId sandbox = sandboxes.create();
        call(sandbox, Channel.INSPECTOR, "get_account");
        call(sandbox, Channel.MCP, "delete_account");
        gates.pending(sandbox).forEach(gate -> gates.cancel(gate.id(), Outcome.CANCELLED, "learner", "not now"));
        call(sandbox, Channel.MCP, "add_to_cart");
        for (int read = 0; read < AGENT_READS; read++) {
            call(sandbox, Channel.MCP, "get_account");
        }
        call(sandbox, Channel.MCP, "delete_account");

        List<ToolCall> gatedOnly =
                exercises.records(sandbox, CallsRead.GATED_ONLY).calls();
        assertThat(gatedOnly).extracting(ToolCall::tool).containsExactly("delete_account", "delete_account");
        assertThat(gatedOnly.getFirst().gateId()).isNotNull();

        List<ToolCall> named = exercises
                .records(sandbox, CallsRead.ofTools("add_to_cart").and(new CallsRead(Set.of(), true)))
                .calls();
        assertThat(named)
                .extracting(ToolCall::tool)
                .as("oldest first, no agent read of get_account")
                .containsExactly("get_account", "delete_account", "add_to_cart", "delete_account");
        assertThat(named.getFirst().channel()).isEqualTo(Channel.INSPECTOR);

        assertThat(exercises.of(1, sandbox).orElseThrow().steps().getFirst().done())
                .as("Lab 1 sees the inspector's call")
                .isTrue();
        assertThat(exercises.of(4, sandbox).orElseThrow().steps().getFirst().done())
                .as("Lab 4 sees the agent's gated request")
                .isTrue();
        assertThat(exercises.progress(sandbox).get(2).steps().getFirst().done())
                .as("Lab 2 sees the agent's add on the index too")
                .isTrue();
    }

    private void call(SandboxId sandbox, Channel channel, String tool) {
        String args = tool.equals("add_to_cart") ? "{\"sku\":\"MUG-01\",\"quantity\":1}" : "{}";
        service.invoke(new ToolCallRequest(sandbox, channel, "agent", tool, args, null, "session-1", "/mcp"));
    }
}
