package org.consentlab.consent;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.consent.tool.LifecycleWire;
import org.consentlab.draft.Drafts;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.lab.LifecycleVerdicts;
import org.consentlab.lab.Verdict;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.payment.Order;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;

/** Lab 5's runs driven for real: the scripted requester streams its call, a person and an approver decide. */
abstract class LifecycleRunTestSupport {

    static final String ROUTE = "/labs/lifecycle";

    @Autowired
    LifecycleRequests requests;

    @Autowired
    GatedTools tools;

    @Autowired
    GateDecisions decisions;

    @Autowired
    LifecycleWire held;

    @Autowired
    LifecycleVerdicts verdicts;

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    Accounts accounts;

    @Autowired
    Drafts drafts;

    @Autowired
    Payments payments;

    @Autowired
    TestClock clock;

    SandboxId sandbox;
    SandboxId approversBrowser;
    DecisionPath confirms;

    @BeforeEach
    void newSandboxes() {
        confirms = new DecisionPath(tools, decisions, gates);
        sandbox = sandboxes.create();
        approversBrowser = sandboxes.create();
    }

    long play(LifecycleAction action, UiBehaviour behaviour) {
        long callId = requests.begin(sandbox, "session-1", ROUTE, action, behaviour);
        while (requests.step(callId)) {
            clock.advance(Duration.ofMillis(300));
        }
        return callId;
    }

    /** The person and, where one is asked for, the approver say yes to whatever this run asks. */
    void agreeToEverything(long callId) {
        for (Gate gate = pendingGateOf(callId); gate != null; gate = pendingGateOf(callId)) {
            clock.advance(Duration.ofMillis(1200));
            if (gate.awaitingApprover()) {
                confirms.confirmApproval(approver(gate, "approver", "Checked with the customer"));
            } else {
                confirms.confirmInPage(person(gate), gate);
            }
        }
    }

    Gate pendingGateOf(long callId) {
        return gates.pending(sandbox).stream()
                .filter(g -> g.subject().equals(LifecycleRequests.SUBJECT_PREFIX + callId))
                .findFirst()
                .orElse(null);
    }

    Gate gateOf(long callId) {
        return gates.all(sandbox).stream()
                .filter(g -> (LifecycleRequests.SUBJECT_PREFIX + callId).equals(g.subject()))
                .findFirst()
                .orElseThrow();
    }

    HumanDecision person(Gate gate) {
        return new HumanDecision(
                gate.id(),
                sandbox,
                sandbox.learner(),
                Instant.now(clock),
                HumanDecision.Role.PERSON_IN_PAGE,
                null,
                null,
                null,
                null);
    }

    /** The person in their own page presses Release held requests. */
    HumanDecision releasing() {
        return new HumanDecision(
                HumanDecision.NO_GATE,
                sandbox,
                sandbox.learner(),
                Instant.now(clock),
                HumanDecision.Role.PERSON_IN_PAGE,
                null,
                null,
                null,
                null);
    }

    HumanDecision approver(Gate gate, String name, String rationale) {
        return new HumanDecision(
                gate.id(),
                approversBrowser,
                name,
                Instant.now(clock),
                HumanDecision.Role.APPROVER,
                rationale,
                ApprovalScope.OUTSIDE_CLASSES,
                null,
                null);
    }

    Verdict verdict(long callId) {
        return verdicts.grade(requests.run(callId).orElseThrow());
    }

    List<WireEntry> wireOf(long callId) {
        return wire.entries(sandbox).stream().filter(e -> e.isFor(callId)).toList();
    }

    /** Whether the action's change is in its system of record, read from the record itself. */
    boolean recordChanged(LifecycleAction action) {
        return switch (action) {
            case RENAME_DRAFT -> drafts.title(sandbox, "DR-7").orElseThrow().equals("Q4 launch plan");
            case REFUND_ORDER ->
                payments.order(sandbox, "ORD-1042").orElseThrow().status().equals(Order.REFUNDED);
            case SEND_PAYMENT -> payments.sent(sandbox).size() == 1;
            case DELETE_ACCOUNT -> accounts.find(sandbox).status() == AccountStatus.DELETED;
        };
    }
}
