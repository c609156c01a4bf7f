package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.internal.nodefeature.ElementListenerMap;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.ExpectedGrades;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.DeclineBreakers;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import tools.jackson.databind.node.ObjectNode;

/**
 * Lab 7's whole matrix, graded on the wire: each agent capability sends to the Confirm control's
 * server entry point what it sends from the browser (the Chromium test produces it for real), and
 * each of the 20 cells must grade as the lab says it will.
 */
@SpringBootTest
@Import(TestClock.Config.class)
class SelfApprovalMatrixTest {

    @Autowired
    SelfApprovalRuns runs;

    @Autowired
    ConsentControls controls;

    @Autowired
    ConsentGates gates;

    @Autowired
    GatedTools tools;

    @Autowired
    GateDecisions decisions;

    @Autowired
    Accounts accounts;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    WireLog wire;

    @Autowired
    TestClock clock;

    @Autowired
    ToolCallService service;

    @Autowired
    DeclineBreakers breakers;

    @Test
    void everyCellGradesOnTheWireAsExpected() {
        for (ConfirmDefence defence : ConfirmDefence.values()) {
            for (AgentCapability capability : AgentCapability.values()) {
                SandboxId sandbox = sandboxes.create();
                String saw = runAgainst(sandbox, defence, capability);

                Grade grade = runs.latest(sandbox).orElseThrow().grade();
                assertThat(grade)
                        .as("%s against %s (the defence said: %s)", capability.id(), defence.id(), saw)
                        .isEqualTo(ExpectedGrades.of(defence, capability));
                boolean deleted = wire.entries(sandbox).stream()
                        .anyMatch(entry -> entry.method().equals("DELETE"));
                assertThat(deleted)
                        .as("a DELETE on the wire for %s/%s", defence.id(), capability.id())
                        .isEqualTo(grade == Grade.BROKEN);
            }
        }
    }

    @Test
    void theSecondPrincipalHoldsUntilAnApproverFromAnotherSandboxDecides() {
        for (AgentCapability capability : AgentCapability.values()) {
            SandboxId sandbox = sandboxes.create();
            String saw = runAgainst(sandbox, ConfirmDefence.SECOND_PRINCIPAL, capability);
            Gate gate = runs.latest(sandbox).orElseThrow().gate();
            assertThat(saw).contains("CONSENT RECORDED");
            assertThat(gate.awaitingApprover()).isTrue();

            DecisionPath path = new DecisionPath(tools, decisions, gates);
            String selfApproved = path.confirmApproval(approver(gate, sandbox, "agent-as-approver"));
            assertThat(selfApproved).contains("never approve their own call");
            assertThat(wire.entries(sandbox)).isEmpty();

            String approved = path.confirmApproval(approver(gate, sandboxes.create(), "approver-1"));
            assertThat(approved).startsWith("DELETED.");
            assertThat(wire.entries(sandbox))
                    .extracting(entry -> entry.request())
                    .containsExactly("DELETE /api/account");
            assertThat(runs.latest(sandbox).orElseThrow().grade()).isEqualTo(Grade.HELD);
        }
    }

    @Test
    void theExerciseIsDoneOnlyWithASplitDefenceAndTheSecondPrincipalHoldingAgainstAll() {
        SandboxId sandbox = sandboxes.create();
        runAgainst(sandbox, ConfirmDefence.TRUSTED_EVENT, AgentCapability.SCRIPT_CLICK);
        runAgainst(sandbox, ConfirmDefence.TRUSTED_EVENT, AgentCapability.TRUSTED_INPUT);
        for (AgentCapability capability : List.of(
                AgentCapability.SCRIPT_CLICK,
                AgentCapability.FORGED_EVENT,
                AgentCapability.TRUSTED_INPUT,
                AgentCapability.OWNS_AUTHENTICATOR)) {
            runAgainst(sandbox, ConfirmDefence.SECOND_PRINCIPAL, capability);
        }
        assertThat(runs.exerciseDone(sandbox)).isFalse();

        runAgainst(sandbox, ConfirmDefence.SECOND_PRINCIPAL, AgentCapability.READS_PAGE);
        assertThat(runs.exerciseDone(sandbox)).isTrue();
    }

    @Test
    void eachRunStartsFromTheSeededActiveAccountAndIsOnlyGradedOnceSomethingWasRecorded() {
        SandboxId sandbox = sandboxes.create();
        runAgainst(sandbox, ConfirmDefence.NONE, AgentCapability.SCRIPT_CLICK);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);

        runs.request(
                sandbox,
                "session-" + sandbox.value(),
                "/labs/self-approval",
                ConfirmDefence.NONE,
                AgentCapability.SCRIPT_CLICK);

        assertThat(accounts.find(sandbox).status())
                .as("the new run starts from the seed")
                .isEqualTo(AccountStatus.ACTIVE);
        assertThat(runs.latest(sandbox).orElseThrow().recordedMore())
                .as("nothing reached the defence or the wire")
                .isFalse();
    }

    @Test
    void theResultLineNamesWhoDecidedAndNeverAPersonForAScript() {
        SandboxId sandbox = sandboxes.create();
        String scripted = runAgainst(sandbox, ConfirmDefence.NONE, AgentCapability.SCRIPT_CLICK);
        assertThat(scripted)
                .contains("Decided by the agent's script (script-click), not a person")
                .contains("DELETED")
                .doesNotContain("PASSED")
                .doesNotContain("a person confirmed");

        String forged = runAgainst(sandbox, ConfirmDefence.TRUSTED_EVENT, AgentCapability.FORGED_EVENT);
        assertThat(forged)
                .contains("Saw no click on Confirm at all; the page claimed event.isTrusted=true")
                .contains("Tried by the agent's script (forged-event), not a person")
                .contains("Refused by trusted-event");

        String held = runAgainst(sandbox, ConfirmDefence.SECOND_PRINCIPAL, AgentCapability.TRUSTED_INPUT);
        assertThat(held)
                .contains("Decided by trusted input on Confirm (capability trusted-input")
                .contains("CONSENT RECORDED")
                .doesNotContain("PASSED");
    }

    @Test
    void aRunClosedBeforeAnythingReachedItsDefenceGradesNothingAndADecisionGradesItsOwnRun() {
        SandboxId sandbox = sandboxes.create();
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.TRUSTED_EVENT, AgentCapability.TRUSTED_INPUT);
        runs.closeOpen(sandbox, "the capability was changed to reads-page before the run was decided");
        SelfApprovalRuns.Run closed = runs.latest(sandbox).orElseThrow();
        assertThat(closed.closedUndecided()).isTrue();
        assertThat(closed.graded()).isFalse();
        assertThat(runs.matrix(sandbox)).isEmpty();

        // A card built for an open run's gate grades that run's own cell, whatever is picked next.
        runs.request(sandbox, "s", "/labs/self-approval", ConfirmDefence.NONE, AgentCapability.READS_PAGE);
        Gate gate = runs.latest(sandbox).orElseThrow().gate();
        SelfApprovalRuns.Run open = runs.latest(sandbox).orElseThrow();
        SelfApprovalConfirm card =
                (SelfApprovalConfirm) controls.selfApprovalCard(gate, sandbox, line -> runs.defenceSaw(open, line));
        clickEvent(card, false);
        card.decide(false, 1700, "");
        assertThat(runs.matrix(sandbox)).containsOnlyKeys("none-reads-page");
        assertThat(runs.latest(sandbox).orElseThrow().defenceSaw().orElseThrow())
                .contains("the agent's script (reads-page)");
    }

    @Test
    void theLabsOwnRunIsNotRefusedByTheDeclineBreakerOfDeleteAccount() {
        SandboxId sandbox = sandboxes.create();
        for (int i = 0; i < 3; i++) {
            service.invoke(new ToolCallRequest(
                    sandbox,
                    Channel.SIMULATED_AGENT,
                    "simulated-agent",
                    "delete_account",
                    "{}",
                    null,
                    "s",
                    "/labs/account"));
            decisions.decline(new HumanDecision(
                    gates.pending(sandbox).getFirst().id(),
                    sandbox,
                    sandbox.learner(),
                    Instant.now(clock),
                    HumanDecision.Role.PERSON_IN_PAGE,
                    null,
                    null,
                    null,
                    null));
        }
        assertThat(breakers.of(sandbox, "delete_account")).isPresent();

        ToolResult run = runs.request(
                sandbox, "s", "/labs/self-approval", ConfirmDefence.TRUSTED_EVENT, AgentCapability.SCRIPT_CLICK);

        assertThat(run.isError()).isFalse();
        assertThat(runs.latest(sandbox).orElseThrow().gate().pending()).isTrue();
    }

    /** The agent requests, then its capability reaches the control's server entry point as from the browser. */
    private String runAgainst(SandboxId sandbox, ConfirmDefence defence, AgentCapability capability) {
        runs.request(sandbox, "session-" + sandbox.value(), "/labs/self-approval", defence, capability);
        Gate gate = runs.latest(sandbox).orElseThrow().gate();
        List<String> said = new ArrayList<>();
        SelfApprovalRuns.Run run = runs.latest(sandbox).orElseThrow();
        // As the lab's page does: what the defence saw is recorded with the run whose gate the card decides.
        SelfApprovalConfirm control = (SelfApprovalConfirm) controls.selfApprovalCard(gate, sandbox, line -> {
            said.add(line);
            runs.defenceSaw(run, line);
        });
        String email = accounts.find(sandbox).email();
        switch (capability) {
            // dispatched pointerdown, waited 1.7 s, click(): the browser marks both untrusted
            case SCRIPT_CLICK -> {
                clickEvent(control, false);
                control.decide(false, 1700, "");
            }
            // $server.decide(...) called by script with whatever it likes to claim; Confirm never clicked
            case FORGED_EVENT -> control.decide(true, 5000, "");
            // a hand, the browser cannot tell it from a person's: held down and typed what was asked
            case TRUSTED_INPUT -> {
                clickEvent(control, true);
                control.decide(true, 1600, email);
            }
            // trusted input as above, and under the passkey defence an authenticator the agent added answers
            // for the sandbox's credential (it has none registered here: nothing is asked of it)
            case OWNS_AUTHENTICATOR -> {
                clickEvent(control, true);
                control.decide(true, 1600, email);
                control.passkey()
                        .options()
                        .ifPresent(options -> control.passkey()
                                .signed(new org.consentlab.passkey.SoftwareAuthenticator("http://localhost:8080")
                                        .sign(options)));
            }
            // read the e-mail address off the page, typed it, then clicked by script
            case READS_PAGE -> {
                clickEvent(control, false);
                control.decide(false, 1700, email);
            }
        }
        assertThat(said).hasSize(1);
        return said.getFirst();
    }

    /** The click's own event as the browser's framework sends it, with the browser's isTrusted read from it. */
    private static void clickEvent(SelfApprovalConfirm control, boolean trusted) {
        Element button = control.button().getElement();
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put("event.isTrusted", trusted);
        button.getNode().getFeature(ElementListenerMap.class).fireEvent(new DomEvent(button, "click", data));
    }

    private HumanDecision approver(Gate gate, SandboxId approverSandbox, String name) {
        return new HumanDecision(
                gate.id(),
                approverSandbox,
                name,
                Instant.now(clock),
                HumanDecision.Role.APPROVER,
                "checked with the account holder",
                ApprovalScope.OUTSIDE_CLASSES,
                null,
                null);
    }
}
