package org.consentlab.consent.tool;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.consentlab.TestClock;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.PersonInPage;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Import;

/**
 * Adding a gated tool touches one file: {@link CloseTicket} is the whole addition. It is offered
 * to agents, arms a gate and runs nothing on their call, gets a decision control by lookup, and
 * its effect reaches the wire only after a person's decision.
 */
@SpringBootTest
@Import({TestClock.Config.class, CloseTicket.class})
class NewGatedToolTest {

    @Autowired
    ToolRegistry registry;

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentGates gates;

    @Autowired
    ApplicationContext context;

    @Autowired
    ConsentControls controls;

    @Autowired
    WireLog wire;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    TestClock clock;

    @Test
    void oneFileMakesAGatedToolThatOnlyAPersonCanCarryOut() {
        SandboxId sandbox = sandboxes.create();
        assertThat(registry.find("close_ticket")).isPresent();

        ToolResult asked = service.invoke(new ToolCallRequest(
                sandbox, Channel.MCP, "mcp-client", "close_ticket", "{}", null, "session-1", "/labs/account"));
        assertThat(asked.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        assertThat(asked.text()).startsWith("PENDING");
        assertThat(wire.entries(sandbox)).isEmpty();

        Gate gate = gates.pending(sandbox).getFirst();
        assertThat(PersonInPage.armed(context, gate)).containsInstanceOf(CloseTicket.class);
        assertThat(controls.gateCard(gate, sandbox, text -> {})).isNotNull();

        String done = PersonInPage.confirm(context, gate, sandbox, Instant.now(clock));
        assertThat(done).isEqualTo("CLOSED ticket T-1.");
        assertThat(wire.entries(sandbox))
                .singleElement()
                .satisfies(entry -> assertThat(entry.request()).isEqualTo("POST /api/tickets/T-1/close"));
        assertThat(wire.entries(sandbox).getFirst().seq())
                .isGreaterThan(gates.find(gate.id()).orElseThrow().decisionSeq());
    }
}
