package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The decision rule keeps approvals inside the class: an approver decides only calls of learners
 * in their scope, whatever gate id their decision names, and the requester still never approves.
 */
@SpringBootTest
@Import(LifecycleFixtures.class)
class ApprovalInAClassTest {

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    GatedTools tools;

    @Autowired
    GateDecisions decisions;

    @Autowired
    ConsentGates gates;

    @Autowired
    Classes classes;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    Accounts accounts;

    @Autowired
    WireLog wire;

    DecisionPath path;
    WorkshopClass classA;
    WorkshopClass classB;
    SandboxId approversBrowser;

    @BeforeEach
    void twoClasses() {
        path = new DecisionPath(tools, decisions, gates);
        classA = classes.create("Class A", "teacher-a");
        classB = classes.create("Class B", "teacher-b");
        approversBrowser = sandboxes.create();
    }

    @Test
    void anApproverOfClassANeitherApprovesNorDeclinesACallOfClassBByItsGateId() {
        SandboxId learnerOfB = learnerOf(classB);
        LifecycleFixtures.Waiting callOfB = lab5.awaitingApprover(learnerOfB);
        ApprovalScope ofA = new ApprovalScope.OneClass(classA.id());

        assertThat(path.confirmApproval(approver(callOfB, ofA)))
                .startsWith("This call is from a learner outside " + "the class you approve for");
        assertThat(path.decline(approver(callOfB, ofA))).startsWith("This call is from a learner outside");

        assertThat(wire.entries(learnerOfB)).isEmpty();
        assertThat(accounts.find(learnerOfB).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(gates.find(callOfB.gateId()).orElseThrow().pending()).isTrue();
        assertThat(path.confirmApproval(approver(callOfB, new ApprovalScope.OneClass(classB.id()))))
                .startsWith("DELETED");
        assertThat(wire.entries(learnerOfB)).singleElement();
    }

    @Test
    void anInstructorDecidesTheCallsOfTheirOwnRunningClassesOnly() {
        LifecycleFixtures.Waiting callOfA = lab5.awaitingApprover(learnerOf(classA));
        LifecycleFixtures.Waiting callOfB = lab5.awaitingApprover(learnerOf(classB));
        LifecycleFixtures.Waiting callAlone = lab5.awaitingApprover(sandboxes.create());
        ApprovalScope teacherA = new ApprovalScope.InstructorsClasses("teacher-a");

        assertThat(path.confirmApproval(approver(callOfB, teacherA))).startsWith("This call is from a learner outside");
        assertThat(path.confirmApproval(approver(callAlone, teacherA)))
                .startsWith("This call is from a learner outside");
        assertThat(path.confirmApproval(approver(callOfA, teacherA))).startsWith("DELETED");
    }

    @Test
    void anApproverWithoutAClassDecidesOnlyCallsFromLearnersInNoClassAsBefore() {
        LifecycleFixtures.Waiting callOfA = lab5.awaitingApprover(learnerOf(classA));
        LifecycleFixtures.Waiting callAlone = lab5.awaitingApprover(sandboxes.create());

        assertThat(path.confirmApproval(approver(callOfA, ApprovalScope.OUTSIDE_CLASSES)))
                .startsWith("This call is from a learner outside");
        assertThat(path.confirmApproval(approver(callAlone, ApprovalScope.OUTSIDE_CLASSES)))
                .startsWith("DELETED");
    }

    @Test
    void whenTheClassEndsItsLearnersCallsGoToApproversWithoutAClass() {
        LifecycleFixtures.Waiting callOfA = lab5.awaitingApprover(learnerOf(classA));
        classes.end(classA.id());

        assertThat(path.confirmApproval(approver(callOfA, new ApprovalScope.OneClass(classA.id()))))
                .startsWith("This call is from a learner outside");
        assertThat(path.confirmApproval(approver(callOfA, ApprovalScope.OUTSIDE_CLASSES)))
                .startsWith("DELETED");
    }

    @Test
    void theRequesterInTheSameClassStillNeverApprovesTheirOwnCall() {
        SandboxId learner = learnerOf(classA);
        LifecycleFixtures.Waiting own = lab5.awaitingApprover(learner);

        assertThat(path.confirmApproval(new HumanDecision(
                        own.gateId(),
                        learner,
                        "approver",
                        Instant.now(),
                        HumanDecision.Role.APPROVER,
                        "mine",
                        new ApprovalScope.OneClass(classA.id()),
                        null,
                        null)))
                .contains("The requester can never approve their own call");
        assertThat(wire.entries(learner)).isEmpty();
    }

    private SandboxId learnerOf(WorkshopClass workshop) {
        SandboxId learner = sandboxes.create();
        classes.join(learner, workshop.code(), null);
        return learner;
    }

    private HumanDecision approver(LifecycleFixtures.Waiting waiting, ApprovalScope scope) {
        return new HumanDecision(
                waiting.gateId(),
                approversBrowser,
                "approver",
                Instant.now(),
                HumanDecision.Role.APPROVER,
                "checked",
                scope,
                null,
                null);
    }
}
