package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.textfield.TextArea;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.test.context.support.WithMockUser;

@Import(LifecycleFixtures.class)
class ApprovalsViewTest extends LabBrowserlessTest {

    @Autowired
    SecurityContextHolderStrategy securityContexts;

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    Accounts accounts;

    @Autowired
    WireLog wire;

    @Autowired
    ConsentGates gates;

    /**
     * {@code @WithMockUser} puts the user into this application context's holder strategy (Vaadin
     * registers one per context), while the browserless request reads the static holder, which
     * points at whichever context the suite started last, and keeps what it found when the request
     * is made. So point it at this context before the Vaadin environment is made.
     */
    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverSeesWhoIsSignedInAndAnEmptyList() {
        gates.awaitingApproval().forEach(gate -> gates.cancel(gate.id(), Outcome.CANCELLED, "test", "a clean slate"));
        navigate(ApprovalsView.class);

        assertThat(find(H1.class).all().getFirst().getText()).isEqualTo("Approvals");
        assertThat(find(Paragraph.class).id("approver-name").getText()).isEqualTo("Signed in as dana");
        Div list = find(Div.class).id("approvals-list");
        assertThat(list.getElement().getTextRecursively()).isEqualTo("No approvals are waiting.");
        assertThat(find(Button.class).id("approver-sign-out").getText()).isEqualTo("Sign out");
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverSeesWhatWaitsAndApprovesWithARationaleAndOnlyThenTheAccountIsDeleted() {
        SandboxId learner = sandboxes.create();
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(learner);
        navigate(ApprovalsView.class);

        assertThat(find(Button.class).id(itemOf(waiting)).getText())
                .startsWith("delete_account · Delete the account of");
        assertThat(text("approvals-list"))
                .contains("lab-5 requester via simulated-agent")
                .contains("learner@" + learner.shortForm())
                .contains("waiting");
        assertThat(text("approval-consequence")).contains("This cannot be undone.");
        assertThat(text("approval-args")).contains("The user asked to close the account");
        assertThat(wire.entries(learner)).isEmpty();

        // The field stops typing at 500; a request can carry more all the same.
        TextArea rationale = find(TextArea.class).id("approval-rationale");
        rationale.setValue("x".repeat(501));
        test(find(Button.class).id("approval-approve")).click();
        assertThat(rationale.isInvalid()).isTrue();
        assertThat(rationale.getErrorMessage()).isEqualTo("A rationale has at most 500 characters.");
        assertThat(text("approval-decision-result")).isEqualTo("The rationale is too long; nothing was done.");
        assertThat(accounts.find(learner).status()).isEqualTo(AccountStatus.ACTIVE);

        rationale.setValue("Ticket 4711: the customer asked twice");
        test(find(Button.class).id("approval-approve")).click();

        assertThat(rationale.isInvalid()).isFalse();
        assertThat(text("approval-decision-result")).startsWith("DELETED");
        assertThat(accounts.find(learner).status()).isEqualTo(AccountStatus.DELETED);
        assertThat(wire.entries(learner)).singleElement().satisfies(entry -> {
            assertThat(entry.request()).isEqualTo("DELETE /api/account");
            assertThat(entry.callId()).isEqualTo(waiting.callId());
        });
        assertThat(find(Button.class).withId(itemOf(waiting)).exists()).isFalse();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aRejectionLeavesTheAccountActiveAndANewRequestAppearsLive() {
        navigate(ApprovalsView.class);
        SandboxId learner = sandboxes.create();
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(learner);
        await(
                "the new approval",
                () -> find(Button.class).withId(itemOf(waiting)).exists());
        // A request that appears live does not take the selection from what the approver reads;
        // earlier tests' requests may still wait in this shared database.
        test(find(Button.class).id(itemOf(waiting))).click();

        find(TextArea.class).id("approval-rationale").setValue("No ticket for this");
        test(find(Button.class).id("approval-reject")).click();

        assertThat(text("approval-decision-result"))
                .isEqualTo("DECLINED by an approver: No ticket for this. Nothing was done.");
        assertThat(accounts.find(learner).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aCallThisBrowsersOwnSandboxRequestedCannotBeApprovedHere() {
        navigate(ApprovalsView.class);
        SandboxId ownSandbox = sessionSandbox();
        LifecycleFixtures.Waiting waiting = lab5.awaitingApprover(ownSandbox);
        await("the approval", () -> find(Button.class).withId(itemOf(waiting)).exists());
        test(find(Button.class).id(itemOf(waiting))).click();

        test(find(Button.class).id("approval-approve")).click();

        assertThat(text("approval-decision-result")).contains("The requester can never approve their own call");
        assertThat(accounts.find(ownSandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(ownSandbox)).isEmpty();
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aRationaleBeingTypedSurvivesAChangeInAnotherSandbox() {
        LifecycleFixtures.Waiting first = lab5.awaitingApprover(sandboxes.create());
        navigate(ApprovalsView.class);
        test(find(Button.class).id(itemOf(first))).click();
        find(TextArea.class).id("approval-rationale").setValue("Checked the tick");

        LifecycleFixtures.Waiting second = lab5.awaitingApprover(sandboxes.create());
        await(
                "the second approval",
                () -> find(Button.class).withId(itemOf(second)).exists());

        assertThat(find(TextArea.class).id("approval-rationale").getValue()).isEqualTo("Checked the tick");
        assertThat(text("approval-consequence")).contains("Delete the account of");
    }

    private static String itemOf(LifecycleFixtures.Waiting waiting) {
        return "approval-item-" + waiting.gateId();
    }

    private String text(String id) {
        return find(com.vaadin.flow.component.Component.class)
                .withId(id)
                .single()
                .getElement()
                .getTextRecursively();
    }

    @Test
    void someoneNotSignedInIsSentToTheSignInPageAndSeesNoApprovals() {
        navigate("approvals", LoginView.class);

        assertThat(find(LoginForm.class).id("approver-login").isError()).isFalse();
        assertThat(find(Div.class).withId("approvals-list").exists()).isFalse();
        assertThat(find(Paragraph.class).withId("approver-name").exists()).isFalse();
    }

    @Test
    @WithMockUser(username = "lee", roles = "LEARNER")
    void aSignInWithoutTheApproverRoleGetsAFriendlyNoAndAWayBack() {
        navigate("approvals", AccessDeniedView.class);

        assertThat(find(Paragraph.class).id("access-denied").getText())
                .isEqualTo(
                        "The page at /approvals is for approvers, and this sign-in does not have the approver role.");
        assertThat(find(Div.class).withId("approvals-list").exists()).isFalse();
    }
}
