package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextField;
import java.util.concurrent.atomic.AtomicReference;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * The approvals page inside a class: an approver enters a class's code and sees (and decides)
 * that class's learners' calls only, by their names; an instructor sees their own classes' calls
 * without a code; a forged card for another class's gate decides nothing.
 */
@Import(LifecycleFixtures.class)
class ApprovalsInAClassViewTest extends LabBrowserlessTest {

    @Autowired
    SecurityContextHolderStrategy securityContexts;

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    Classes classes;

    @Autowired
    Accounts accounts;

    @Autowired
    WireLog wire;

    @Autowired
    ConsentControls consent;

    @Autowired
    ConsentGates gates;

    WorkshopClass classA;
    WorkshopClass classB;
    LifecycleFixtures.Waiting adasCall;
    LifecycleFixtures.Waiting bensCall;
    LifecycleFixtures.Waiting callOfB;
    LifecycleFixtures.Waiting callAlone;
    SandboxId learnerOfB;

    /** As in {@link ApprovalsViewTest}: the browserless request must read this context's sign-in. */
    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    @BeforeEach
    void twoClassesWithCallsWaiting() {
        classA = classes.create("Tuesday workshop", "teacher-a");
        classB = classes.create("Other workshop", "teacher-b");
        adasCall = lab5.awaitingApprover(learner(classA, "Ada"));
        bensCall = lab5.awaitingApprover(learner(classA, "Ben"));
        learnerOfB = learner(classB, "Cy");
        callOfB = lab5.awaitingApprover(learnerOfB);
        callAlone = lab5.awaitingApprover(sandboxes.create());
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverWhoEntersAClassesCodeSeesItsLearnersCallsOnlyByTheirNames() {
        navigate(ApprovalsView.class);
        assertThat(listed()).contains(item(callAlone)).doesNotContain(item(adasCall), item(callOfB));

        enterCode(classA.code().value().toLowerCase());

        assertThat(text("approver-class")).isEqualTo("Approving for Tuesday workshop (code " + classA.code() + ")");
        assertThat(listed()).contains(item(adasCall), item(bensCall)).doesNotContain(item(callOfB), item(callAlone));
        assertThat(text("approval-learner-" + adasCall.gateId())).isEqualTo("Ada");
        assertThat(text("approval-learner-" + bensCall.gateId())).isEqualTo("Ben");

        test(find(Button.class).id("approver-class-leave")).click();
        assertThat(find(TextField.class).id("approver-class-code").isVisible()).isTrue();
        assertThat(listed()).contains(item(callAlone)).doesNotContain(item(adasCall));
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void aWrongOrEndedCodeIsRefusedClearly() {
        navigate(ApprovalsView.class);
        enterCode("NOPE");
        assertThat(find(TextField.class).id("approver-class-code").getErrorMessage())
                .startsWith("No class has this code");
        // Longer than the field takes (12): not a code, even with a real one inside.
        enterCode("-------" + classB.code().value());
        assertThat(find(TextField.class).id("approver-class-code").getErrorMessage())
                .startsWith("No class has this code");
        assertThat(find(Button.class).withId("approver-class-leave").exists())
                .as("no class chosen")
                .isFalse();

        classes.end(classB.id());
        enterCode(classB.code().value());
        assertThat(find(TextField.class).id("approver-class-code").getErrorMessage())
                .startsWith("This class has ended");
        // Its learners explore alone again: their calls wait for approvers without a class, as this one is.
        assertThat(listed()).contains(item(callOfB), item(callAlone)).doesNotContain(item(adasCall));
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void anApproverOfOneClassCannotDecideAnotherClassesCallEvenWithACardNamingItsGate() {
        navigate(ApprovalsView.class);
        enterCode(classA.code().value());

        AtomicReference<String> said = new AtomicReference<>();
        Component forged =
                consent.approverCard(gates.find(callOfB.gateId()).orElseThrow(), sandboxes.create(), said::set);
        UI.getCurrent().add(forged);
        test(find(Button.class)
                        .withId("approval-approve")
                        .withCondition(button -> inside(button, forged))
                        .single())
                .click();

        assertThat(said.get()).startsWith("This call is from a learner outside the class you approve for");

        assertThat(wire.entries(learnerOfB)).isEmpty();
        assertThat(accounts.find(learnerOfB).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(gates.find(callOfB.gateId()).orElseThrow().pending()).isTrue();
    }

    @Test
    @WithMockUser(
            username = "teacher-a",
            roles = {"APPROVER", "INSTRUCTOR"})
    void anInstructorSeesTheirOwnClassesCallsWithoutACode() {
        navigate(ApprovalsView.class);

        assertThat(text("approver-scope")).isEqualTo("Showing calls from the learners of your running classes.");
        assertThat(listed()).contains(item(adasCall), item(bensCall)).doesNotContain(item(callOfB), item(callAlone));
    }

    private static boolean inside(Component component, Component ancestor) {
        for (Component at = component; at != null; at = at.getParent().orElse(null)) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    private SandboxId learner(WorkshopClass workshop, String name) {
        SandboxId learner = sandboxes.create();
        classes.join(learner, workshop.code(), name);
        return learner;
    }

    private void enterCode(String code) {
        find(TextField.class).id("approver-class-code").setValue(code);
        test(find(Button.class).id("approver-class-join")).click();
    }

    private String listed() {
        return find(Component.class)
                .withId("approvals-list")
                .single()
                .getElement()
                .getOuterHTML();
    }

    private static String item(LifecycleFixtures.Waiting waiting) {
        return "approval-item-" + waiting.gateId() + "\"";
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }
}
