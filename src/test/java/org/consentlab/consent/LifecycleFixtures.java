package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.sandbox.SandboxId;
import org.springframework.boot.test.context.TestComponent;

/**
 * For tests outside the boundary package: plays a Lab 5 delete_account under Correct in a
 * sandbox and gives the person's consent, so that it waits for an approver. Import it.
 */
@TestComponent
public class LifecycleFixtures {

    private final LifecycleRequests requests;
    private final DecisionPath confirms;
    private final ConsentGates gates;

    LifecycleFixtures(LifecycleRequests requests, GatedTools tools, GateDecisions decisions, ConsentGates gates) {
        this.requests = requests;
        this.confirms = new DecisionPath(tools, decisions, gates);
        this.gates = gates;
    }

    /** A call waiting for an approver, and its gate. */
    public record Waiting(long callId, long gateId) {}

    /** Plays the run and gives the person's consent in {@code sandbox}; the gate now waits for an approver. */
    public Waiting awaitingApprover(SandboxId sandbox) {
        long callId = requests.begin(
                sandbox, "session-fixture", "/labs/lifecycle", LifecycleAction.DELETE_ACCOUNT, UiBehaviour.CORRECT);
        while (requests.step(callId)) {
            // the scripted requester streams its arguments, then sends the call
        }
        Gate gate = gates.pending(sandbox).stream()
                .filter(g -> (LifecycleRequests.SUBJECT_PREFIX + callId).equals(g.subject()))
                .findFirst()
                .orElseThrow();
        confirms.confirmInPage(
                new HumanDecision(
                        gate.id(),
                        sandbox,
                        sandbox.learner(),
                        Instant.now(),
                        HumanDecision.Role.PERSON_IN_PAGE,
                        null,
                        null,
                        null,
                        null),
                gate);
        return new Waiting(callId, gate.id());
    }

    /** An approver, signed in in a browser of {@code approversSandbox}, approves; returns what that did. */
    public String approve(Waiting waiting, SandboxId approversSandbox) {
        return confirms.confirmApproval(new HumanDecision(
                waiting.gateId(),
                approversSandbox,
                "approver",
                Instant.now(),
                HumanDecision.Role.APPROVER,
                "fixture",
                ApprovalScope.OUTSIDE_CLASSES,
                null,
                null));
    }
}
