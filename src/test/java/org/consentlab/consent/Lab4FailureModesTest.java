package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireEntry;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The failure modes that bend Lab 4's delete_account, each switched on for sandbox X only: X
 * misbehaves, graded on the wire, and sandbox Y, asked the same at the same time, does not.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class Lab4FailureModesTest extends ReportGateTestSupport {

    @Autowired
    Accounts accounts;

    @Autowired
    ToolCalls calls;

    @Autowired
    AccountDeletion deletion;

    SandboxId other;

    @BeforeEach
    void otherSandbox() {
        other = sandboxes.create();
    }

    @Test
    void oneFunctionDeletesOnTheAgentsCallInItsSandboxOnly() {
        modes.set(sandbox, FailureMode.ONE_FUNCTION, true);

        ToolResult x = askDeletion(sandbox);
        ToolResult y = askDeletion(other);

        assertThat(x.text()).startsWith("DELETED.");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
        assertThat(gates.all(sandbox)).isEmpty();
        assertThat(wire.entries(sandbox)).extracting(WireEntry::callId).containsExactly(x.callId());

        assertThat(y.text()).isEqualTo(AccountDeletion.PENDING_TEXT);
        assertThat(accounts.find(other).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(other)).isEmpty();
    }

    @Test
    void firesEarlySendsTheDeleteWhileTheGateStillAsksInItsSandboxOnly() {
        modes.set(sandbox, FailureMode.FIRES_EARLY, true);

        ToolResult x = askDeletion(sandbox);
        askDeletion(other);

        assertThat(x.text()).isEqualTo(AccountDeletion.PENDING_TEXT);
        assertThat(gates.pending(sandbox)).hasSize(1);
        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).containsExactly("DELETE /api/account");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);

        assertThat(gates.pending(other)).hasSize(1);
        assertThat(wire.entries(other)).isEmpty();
        assertThat(accounts.find(other).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void timeoutFailsOpenRunsTheEffectWhenNobodyAnsweredInItsSandboxOnly() throws Exception {
        modes.set(sandbox, FailureMode.TIMEOUT_FAILS_OPEN, true);
        ToolResult x = askDeletion(sandbox);
        ToolResult y = askDeletion(other);

        clock.advance(Duration.ofMinutes(3));
        gates.expireOverdue();

        ToolCall xCall = calls.find(x.callId()).orElseThrow();
        assertThat(xCall.state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
        assertThat(finalText(x)).startsWith("DELETED.");
        assertThat(gates.all(sandbox).getFirst().status()).isEqualTo(GateStatus.EXPIRED);
        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).containsExactly("DELETE /api/account");

        ToolCall yCall = calls.find(y.callId()).orElseThrow();
        assertThat(yCall.state()).isEqualTo(CallState.OUTPUT_DENIED);
        assertThat(yCall.outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(wire.entries(other)).isEmpty();
        assertThat(accounts.find(other).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void agentPressesConfirmDropsTheTrustCheckInItsSandboxOnly() {
        modes.set(sandbox, FailureMode.AGENT_PRESSES_CONFIRM, true);

        assertThat(ConfirmDefence.ofLab4(modes, sandbox)).isEqualTo(ConfirmDefence.NONE);
        assertThat(ConfirmDefence.ofLab4(modes, other)).isEqualTo(ConfirmDefence.TRUSTED_EVENT);
    }

    private ToolResult askDeletion(SandboxId in) {
        return service.invoke(new ToolCallRequest(
                in,
                Channel.SIMULATED_AGENT,
                "simulated-agent",
                AccountDeletion.TOOL,
                "{}",
                null,
                "session-1",
                "/labs/account"));
    }
}
