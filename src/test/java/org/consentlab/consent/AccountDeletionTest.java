package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.tool.AccountDeletion;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** The gate, driven for real through the tool-call service and the human decision path. */
@SpringBootTest
@Import(TestClock.Config.class)
class AccountDeletionTest {

    @Autowired
    ToolCallService service;

    @Autowired
    AccountDeletion deletion;

    @Autowired
    ConsentGates gates;

    @Autowired
    GateDecisions decisions;

    @Autowired
    Accounts accounts;

    @Autowired
    WireLog wire;

    @Autowired
    ToolCalls calls;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    TestClock clock;

    SandboxId sandbox;

    @BeforeEach
    void newSandbox() {
        sandbox = sandboxes.create();
    }

    @Test
    void anAgentRequestArmsTheGateAndDeletesNothing() {
        ToolResult result = agentAsks(null);

        assertThat(result.text()).isEqualTo("PENDING. A human must confirm in the page. Nothing deleted yet.");
        assertThat(result.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(gates.pending(sandbox))
                .singleElement()
                .satisfies(gate ->
                        assertThat(gate.consequence()).contains("Ada Lovelace").contains("cannot be undone"));
    }

    @Test
    void retriesJoinThePendingGateInsteadOfPilingUp() {
        ToolResult first = agentAsks(null);
        ToolResult second = agentAsks(null);

        assertThat(gates.pending(sandbox)).hasSize(1);
        long gateId = gates.pending(sandbox).getFirst().id();
        assertThat(calls.find(first.callId()).orElseThrow().gateId()).isEqualTo(gateId);
        assertThat(calls.find(second.callId()).orElseThrow().gateId()).isEqualTo(gateId);
    }

    @Test
    void theSameIdempotencyKeyReplaysTheSameCall() {
        ToolResult first = agentAsks("key-1");
        ToolResult again = agentAsks("key-1");

        assertThat(again.callId()).isEqualTo(first.callId());
        assertThat(again.text()).isEqualTo(first.text());
        assertThat(calls.list(sandbox)).hasSize(1);
    }

    @Test
    void confirmDeletesOnceAndTheWireEntryFollowsTheDecision() {
        ToolResult asked = agentAsks(null);
        Gate gate = gates.pending(sandbox).getFirst();

        String text = deletion.confirm(human(gate, sandbox));

        assertThat(text).startsWith("DELETED.");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
        Gate decided = gates.all(sandbox).getFirst();
        assertThat(wire.entries(sandbox)).singleElement().satisfies(entry -> {
            assertThat(entry.request()).isEqualTo("DELETE /api/account");
            assertThat(entry.callId()).isEqualTo(asked.callId());
            assertThat(entry.seq()).isGreaterThan(decided.decisionSeq());
            assertThat(entry.at()).isAfterOrEqualTo(decided.decidedAt());
        });
        assertThat(calls.find(asked.callId()).orElseThrow().state()).isEqualTo(CallState.OUTPUT_AVAILABLE);
        assertThat(calls.transitions(asked.callId()))
                .extracting(t -> t.state().label())
                .containsExactly(
                        "input-streaming",
                        "input-available",
                        "approval-requested",
                        "approval-responded",
                        "executing",
                        "output-available");
    }

    @Test
    void cancelDeclinesWithNothingLostAndALaterConfirmDoesNothing() {
        ToolResult asked = agentAsks(null);
        Gate gate = gates.pending(sandbox).getFirst();

        assertThat(decisions.decline(human(gate, sandbox))).startsWith("DECLINED");
        String late = deletion.confirm(human(gate, sandbox));

        assertThat(late).isEqualTo("This request was declined; nothing was done.");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(calls.find(asked.callId()).orElseThrow()).satisfies(call -> {
            assertThat(call.state()).isEqualTo(CallState.OUTPUT_DENIED);
            assertThat(call.outcome()).isEqualTo(Outcome.DECLINED);
        });
    }

    @Test
    void anExpiredGateTimesOutAndIsNeverReportedAsAHumanNo() {
        ToolResult asked = agentAsks(null);
        Gate gate = gates.pending(sandbox).getFirst();

        clock.advance(Duration.ofMinutes(2));
        assertThat(gates.expireOverdue()).isGreaterThanOrEqualTo(1);
        String late = deletion.confirm(human(gate, sandbox));

        assertThat(late).startsWith("This request timed out at");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(calls.find(asked.callId()).orElseThrow()).satisfies(call -> {
            assertThat(call.outcome()).isEqualTo(Outcome.TIMED_OUT);
            assertThat(call.resultText()).contains("not a \"no\"");
        });
    }

    @Test
    void aConfirmAfterExpiryButBeforeTheSweepStillRefuses() {
        agentAsks(null);
        Gate gate = gates.pending(sandbox).getFirst();
        clock.advance(Duration.ofMinutes(3));

        assertThat(deletion.confirm(human(gate, sandbox))).startsWith("This request timed out");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(gates.all(sandbox).getFirst().outcome()).isEqualTo(Outcome.TIMED_OUT);
    }

    @Test
    void aConfirmFromAnotherSandboxDoesNothing() {
        agentAsks(null);
        Gate gate = gates.pending(sandbox).getFirst();
        SandboxId stranger = sandboxes.create();

        assertThat(deletion.confirm(human(gate, stranger))).contains("another sandbox");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(gates.pending(sandbox)).hasSize(1);
    }

    @Test
    void racingConfirmsDeleteExactlyOnce() throws Exception {
        agentAsks(null);
        Gate gate = gates.pending(sandbox).getFirst();
        int racers = 8;
        CountDownLatch start = new CountDownLatch(1);
        List<Callable<String>> confirms = new ArrayList<>();
        for (int i = 0; i < racers; i++) {
            confirms.add(() -> {
                start.await();
                return deletion.confirm(human(gate, sandbox));
            });
        }
        try (var pool = Executors.newFixedThreadPool(racers)) {
            var futures = confirms.stream().map(pool::submit).toList();
            start.countDown();
            List<String> answers = new ArrayList<>();
            for (var future : futures) {
                answers.add(future.get());
            }
            assertThat(answers)
                    .filteredOn(answer -> answer.startsWith("DELETED."))
                    .hasSize(1);
        }
        assertThat(wire.entries(sandbox)).hasSize(1);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
    }

    @Test
    void resetCancelsThePendingGateAndRestoresTheSeed() {
        ToolResult asked = agentAsks(null);

        sandboxes.reset(sandbox);

        assertThat(gates.pending(sandbox)).isEmpty();
        assertThat(calls.find(asked.callId()).orElseThrow().outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void malformedCallsChangeNothingAndSayWhy() {
        ToolResult broken = service.invoke(request("delete_account", "{\"x\":", null));
        ToolResult unknown = service.invoke(request("confirm_deletion", "{}", null));
        ToolResult schema = service.invoke(request("delete_account", "{\"reason\":5}", null));

        assertThat(broken.isError()).isTrue();
        assertThat(broken.text()).startsWith("Arguments are not valid JSON");
        assertThat(unknown.text()).startsWith("Unknown tool 'confirm_deletion'");
        assertThat(schema.text()).contains("/reason").contains("string expected");
        assertThat(gates.pending(sandbox)).isEmpty();
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    private ToolResult agentAsks(String idempotencyKey) {
        return service.invoke(request("delete_account", "{}", idempotencyKey));
    }

    private ToolCallRequest request(String tool, String args, String idempotencyKey) {
        return new ToolCallRequest(
                sandbox,
                Channel.SIMULATED_AGENT,
                "simulated-agent",
                tool,
                args,
                idempotencyKey,
                "test",
                "/labs/account");
    }

    private HumanDecision human(Gate gate, SandboxId inPageOf) {
        return new HumanDecision(
                gate.id(),
                inPageOf,
                "learner@" + inPageOf.shortForm(),
                Instant.now(clock),
                HumanDecision.Role.PERSON_IN_PAGE,
                null,
                null,
                null,
                null);
    }
}
