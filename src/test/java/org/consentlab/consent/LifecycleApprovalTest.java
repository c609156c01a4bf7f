package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.lab.Verdict;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** delete_account under Lab 5's launch policy: the person's consent, then an approver who is not the requester. */
@SpringBootTest(properties = "consentlab.lifecycle.approval-ttl=PT10M")
@Import(TestClock.Config.class)
class LifecycleApprovalTest extends LifecycleRunTestSupport {

    @Autowired
    ToolCalls calls;

    @Test
    void theLearnerAloneCannotCompleteItAndTheRequesterCanNeverApprove() {
        long callId = play(LifecycleAction.DELETE_ACCOUNT, UiBehaviour.CORRECT);
        Gate gate = pendingGateOf(callId);

        assertThat(confirms.confirmApproval(approver(gate, "approver", "too early")))
                .startsWith("The person has not consented in their page yet");
        assertThat(confirms.confirmInPage(person(gate), gate)).startsWith("CONSENT RECORDED");
        assertThat(confirms.confirmInPage(person(gate), gate)).startsWith("Your consent was already recorded");
        // The person's page cannot open it in the approver's place, whatever it calls.
        assertThat(confirms.confirmApproval(person(gate))).startsWith("This needs an approver's approval as well");
        // A browser of the requesting sandbox, even signed in as an approver, is the requester.
        assertThat(confirms.confirmApproval(new HumanDecision(
                        gate.id(),
                        sandbox,
                        "approver",
                        clock.instant(),
                        HumanDecision.Role.APPROVER,
                        "mine",
                        ApprovalScope.OUTSIDE_CLASSES,
                        null,
                        null)))
                .contains("The requester can never approve their own call");
        assertThat(confirms.confirmApproval(approver(gate, sandbox.learner(), "it is me")))
                .contains("The requester can never approve their own call");
        assertThat(wireOf(callId)).isEmpty();
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(verdict(callId).grade()).isEqualTo(Verdict.Grade.NOT_YET);
        assertThat(gates.awaitingApproval()).extracting(Gate::id).contains(gate.id());

        clock.advance(Duration.ofSeconds(3));
        assertThat(confirms.confirmApproval(approver(gate, "approver", "Customer confirmed by phone")))
                .startsWith("DELETED");

        Gate decided = gateOf(callId);
        assertThat(decided.decidedBy()).isEqualTo("approver");
        assertThat(decided.rationale()).isEqualTo("Customer confirmed by phone");
        assertThat(wireOf(callId)).singleElement().satisfies(entry -> {
            assertThat(entry.request()).isEqualTo("DELETE /api/account");
            assertThat(entry.seq()).isGreaterThan(decided.consentSeq()).isGreaterThan(decided.decisionSeq());
        });
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
        assertThat(verdict(callId).headline()).isEqualTo("PASS");
        assertThat(verdict(callId).decision()).contains("Approved by approver").contains("Customer confirmed by phone");
    }

    @Test
    void anExpiredApprovalFailsClosedAndTheAccountStaysActive() {
        long callId = play(LifecycleAction.DELETE_ACCOUNT, UiBehaviour.CORRECT);
        Gate gate = pendingGateOf(callId);
        confirms.confirmInPage(person(gate), gate);

        clock.advance(Duration.ofMinutes(11));
        assertThat(gates.expireOverdue()).isEqualTo(1);
        assertThat(confirms.confirmApproval(approver(gate, "approver", "late"))).contains("timed out");

        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wireOf(callId)).isEmpty();
        assertThat(gates.awaitingApproval()).extracting(Gate::id).doesNotContain(gate.id());
        assertThat(verdict(callId).headline()).isEqualTo("PASS");
        assertThat(verdict(callId).reason()).contains("timed-out").contains("no effect request left");
    }

    @Test
    void anApproverWhoRejectsLeavesNothingDoneAndTheirRationaleRecorded() {
        long callId = play(LifecycleAction.DELETE_ACCOUNT, UiBehaviour.CORRECT);
        Gate gate = pendingGateOf(callId);
        confirms.confirmInPage(person(gate), gate);

        assertThat(confirms.decline(approver(gate, "approver", "No ticket for this")))
                .startsWith("DECLINED by an approver");
        assertThat(gateOf(callId).rationale()).isEqualTo("No ticket for this");
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(calls.find(callId).orElseThrow().state()).isEqualTo(CallState.OUTPUT_DENIED);
    }

    @Test
    void anApproverCannotDecideAGateThatTheLadderLeavesToThePerson() {
        long callId = play(LifecycleAction.SEND_PAYMENT, UiBehaviour.CORRECT);
        Gate gate = pendingGateOf(callId);
        assertThat(confirms.confirmApproval(approver(gate, "approver", "")))
                .startsWith("This request does not wait for an approver");
        assertThat(payments.sent(sandbox)).isEmpty();
    }
}
