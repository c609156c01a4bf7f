package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.consentlab.RecordCopies;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The demos' door into the kernel: the scripted person decides on the gates of a sandbox it made
 * for a run, and on no other gate, nor after the run left it.
 */
@SpringBootTest
class ScriptedPersonTest {

    @Autowired
    ScriptedPerson person;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    @Test
    void itDecidesInItsOwnSandboxWhereGatesWaitSeconds() {
        SandboxId twin = person.newSandbox("demo person for test");
        try {
            Gate gate = askDeletion(twin);

            assertThat(Duration.between(gate.createdAt(), gate.expiresAt())).isEqualTo(ScriptedPerson.GATE_TTL);
            person.approves(gate);

            assertThat(gates.find(gate.id()).orElseThrow().status()).isNotEqualTo(GateStatus.PENDING);
            assertThat(gates.find(gate.id()).orElseThrow().decidedBy()).isEqualTo("demo person for test");
            assertThat(wire.entries(twin)).hasSize(1);
        } finally {
            person.leave(twin);
        }
    }

    @Test
    void itRefusesAGateOfAnyOtherSandboxEvenOneRelabelledAsItsOwn() {
        SandboxId visitor = sandboxes.create();
        SandboxId twin = person.newSandbox("demo person for test");
        try {
            Gate visitors = askDeletion(visitor);

            assertThatThrownBy(() -> person.approves(visitors)).hasMessage(ScriptedPerson.NOT_ITS_SANDBOX);
            assertThatThrownBy(() -> person.declines(visitors)).hasMessage(ScriptedPerson.NOT_ITS_SANDBOX);
            assertThatThrownBy(() -> person.approves(inSandbox(visitors, twin)))
                    .hasMessage(ScriptedPerson.NOT_ITS_SANDBOX);

            assertThat(gates.find(visitors.id()).orElseThrow().status()).isEqualTo(GateStatus.PENDING);
            assertThat(wire.entries(visitor)).isEmpty();
        } finally {
            person.leave(twin);
        }
    }

    @Test
    void onceTheRunLeftItsSandboxItDecidesNothingThereAndGatesWaitAsLongAsAnywhere() {
        SandboxId twin = person.newSandbox("demo person for test");
        Gate during = askDeletion(twin);
        person.leave(twin);

        assertThatThrownBy(() -> person.declines(during)).hasMessage(ScriptedPerson.NOT_ITS_SANDBOX);
        assertThat(gates.find(during.id()).orElseThrow().status()).isEqualTo(GateStatus.PENDING);
        gates.cancel(during.id(), Outcome.CANCELLED, "test", "the run is over");
        Gate after = askDeletion(twin);
        assertThat(Duration.between(after.createdAt(), after.expiresAt())).isGreaterThan(ScriptedPerson.GATE_TTL);
    }

    private Gate askDeletion(SandboxId sandbox) {
        service.invoke(new ToolCallRequest(
                sandbox,
                Channel.SIMULATED_AGENT,
                "test-agent",
                AccountDeletion.TOOL,
                "{}",
                null,
                "session-1",
                "/demo"));
        return gates.pending(sandbox).getFirst();
    }

    /** The same gate as a caller could make it up, naming another sandbox. */
    private static Gate inSandbox(Gate gate, SandboxId sandbox) {
        return RecordCopies.with(gate, "sandbox", sandbox);
    }
}
