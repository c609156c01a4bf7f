package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.PushedChanges;
import org.consentlab.TestClock;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;

/** Lab 5 in the page: stepping, what the person sees, the verdict from the wire, the hold, and the ladder. */
@Import({TestClock.Config.class, LifecycleFixtures.class})
class LifecycleLabViewTest extends LabBrowserlessTest {

    @Autowired
    WireLog wire;

    @Autowired
    Payments payments;

    @Autowired
    Accounts accounts;

    @Autowired
    LifecycleFixtures lab5;

    @Autowired
    ConsentGates gates;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCalls calls;

    @Autowired
    SandboxEvents events;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(LifecycleLabView.class);
        sandbox = sessionSandbox();
    }

    @Test
    void beforeAnythingHappensNoRequestHasLeftAndTheLadderMarksTheLaunchPolicy() {
        assertThat(text("verdict")).isEqualTo("No request has left yet.");
        assertThat(text("lifecycle-step-counter")).isEqualTo("step 00 / 00");
        assertThat(find(Div.class).id("ladder-rung-approval-outside-run").getClassNames())
                .contains("current");
        assertThat(text("lifecycle-policy-why")).contains("In Lab 4").contains("only tighten");

        pick("send_payment", "correct");
        assertThat(find(Div.class).id("ladder-rung-consent-naming-consequence").getClassNames())
                .contains("current");
        assertThat(find(Div.class).id("ladder-rung-approval-outside-run").getClassNames())
                .doesNotContain("current");
    }

    @Test
    void theLadderNamesTheRuleByWhichARefundsAmountRaisesItsRung() {
        pick("refund_order", "correct");

        assertThat(find(Div.class).id("ladder-rung-explicit-consent").getClassNames())
                .contains("current");
        assertThat(find(Div.class).id("ladder-rung-approval-outside-run").getClassNames())
                .contains("raised")
                .doesNotContain("current");
        assertThat(text("lifecycle-policy-why"))
                .contains("up to €50.00, explicit consent")
                .contains("above €50.00, the person's consent and approval by an approver outside the run");
    }

    @Test
    void correctAndFiresEarlyShowTheSameDialogButOnlyOnePasses() {
        pick("send_payment", "correct");
        String correctDialog = stepUntilTheDialog();
        assertThat(text("lifecycle-step-counter")).isEqualTo("step 05 / 08");
        assertThat(text("lifecycle-next")).isEqualTo("Waiting for the person: Confirm or Cancel in the dialog.");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(text("verdict")).isEqualTo("No request has left yet.");
        click("lifecycle-confirm");
        assertThat(text("verdict")).isEqualTo("PASS");
        assertThat(text("lifecycle-step-counter")).isEqualTo("step 08 / 08");
        assertThat(text("lifecycle-next")).startsWith("Finished: output-available.");

        click("lifecycle-reset");
        assertThat(text("verdict")).isEqualTo("No request has left yet.");
        long before = wire.entries(sandbox).getLast().seq();
        pick("send_payment", "fires-early");
        String firesEarlyDialog = stepUntilTheDialog();

        assertThat(firesEarlyDialog)
                .isEqualTo(correctDialog)
                .isEqualTo("Send €120.00 to Alan Turing (account GB29 •••• 2681). A sent payment cannot be undone.");
        assertThat(wire.entries(sandbox).stream().filter(entry -> entry.seq() > before))
                .singleElement()
                .extracting(WireEntry::request)
                .isEqualTo("POST /api/payments");
        assertThat(text("verdict")).isEqualTo("FAIL");
        assertThat(text("verdict-reason")).contains("the person has not agreed");
        click("lifecycle-confirm");
        assertThat(text("verdict-reason")).contains("before the person agreed");
        assertThat(payments.sent(sandbox)).hasSize(1);
    }

    @Test
    void theHeldRequestsListIsOnThePageBeforeTheFirstRun() {
        Component held = find(Component.class).withId("held-requests").single();

        assertThat(held.isVisible()).isTrue();
        assertThat(held.getParent().orElseThrow().isVisible()).isTrue();
        assertThat(held.getElement().getAttribute("data-count")).isEqualTo("0");
        assertThat(text("held-requests")).isEqualTo("No request of this run has reached the effect boundary yet.");
    }

    @Test
    void heldTheRequestIsVisibleWhileTheDialogStillWaits() {
        test(find(Checkbox.class).id("hold-wire")).click();
        pick("refund_order", "fires-early");
        stepUntilTheDialog();

        assertThat(text("held-requests"))
                .contains("POST /api/orders/ORD-1042/refund")
                .contains("HELD")
                .contains("On the person's screen at that instant: confirmation on screen");
        assertThat(find(Button.class).id("release-wire").isEnabled()).isTrue();
        assertThat(payments.order(sandbox, "ORD-1042").orElseThrow().status()).isEqualTo("PAID");

        click("release-wire");
        assertThat(text("lifecycle-decision-result")).isEqualTo("Released 1 held request(s).");
        assertThat(payments.order(sandbox, "ORD-1042").orElseThrow().status()).isEqualTo("REFUNDED");
        assertThat(find(Div.class).withId("lifecycle-dialog").exists()).isTrue();
    }

    @Test
    void aRequestSentWithoutAskingIsHeldWithNoDialogOnTheScreen() {
        test(find(Checkbox.class).id("hold-wire")).click();
        pick("send_payment", "no-confirmation");
        for (int i = 0; i < 4; i++) {
            click("lifecycle-step");
        }

        assertThat(text("held-requests"))
                .contains("POST /api/payments")
                .contains("HELD")
                .contains("On the person's screen at that instant: no dialog, nothing had asked the person");
        assertThat(text("lifecycle-next")).startsWith("A request waits at the effect boundary");
        assertThat(text("verdict")).isEqualTo("FAIL");
        assertThat(payments.sent(sandbox)).isEmpty();
    }

    @Test
    void deleteAccountUnderCorrectWaitsForAnApproverAfterTheLearnersConsent() {
        pick("delete_account", "correct");
        stepUntilTheDialog();
        assertThat(text("lifecycle-step-counter")).isEqualTo("step 05 / 09");
        click("lifecycle-confirm");

        assertThat(text("lifecycle-screen")).contains("Awaiting approval by an approver");
        assertThat(find(Button.class).withId("lifecycle-confirm").exists()).isFalse();
        assertThat(text("lifecycle-decision-result")).startsWith("CONSENT RECORDED");
        assertThat(text("verdict-decision")).contains("Awaiting an approver");
        assertThat(text("lifecycle-step-counter")).isEqualTo("step 06 / 09");
        assertThat(text("lifecycle-next")).startsWith("Waiting for an approver");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);

        // The approver decides elsewhere: the page updates, and the consent's words give way to the result.
        assertThat(lab5.approve(
                        new LifecycleFixtures.Waiting(
                                lastCall(), gates.all(sandbox).getLast().id()),
                        sandboxes.create()))
                .startsWith("DELETED");
        await("the approver's decision", () -> text("verdict").equals("PASS"));
        assertThat(text("lifecycle-decision-result")).isEmpty();
        assertThat(text("lifecycle-screen")).contains("DELETED");
    }

    @Test
    void aDeleteAccountRunStartsFromTheSeededActiveAccount() {
        pick("delete_account", "no-confirmation");
        stepUntilTheDialogOrTheEnd();
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);

        pick("delete_account", "correct");
        click("lifecycle-step");

        assertThat(accounts.find(sandbox).status())
                .as("a new run starts from the seed")
                .isEqualTo(AccountStatus.ACTIVE);
        stepUntilTheDialog();
        assertThat(text("lifecycle-dialog-text")).contains("Ada Lovelace");
    }

    @Test
    void playStreamsTheArgumentsAndStopsWhereThePersonMustAct() {
        pick("refund_order", "correct");
        click("lifecycle-play");
        await("the dialog", () -> find(Div.class).withId("lifecycle-dialog").exists());
        assertThat(text("lifecycle-dialog-text"))
                .isEqualTo(
                        "Refund order ORD-1042 (Grace Hopper, €49.90) to the customer's card. Only an operator can reverse a refund.");
        assertThat(find(Button.class).id("lifecycle-step").isEnabled()).isFalse();
        click("lifecycle-cancel");
        assertThat(text("verdict")).isEqualTo("PASS");
        assertThat(text("verdict-reason")).contains("Nothing reached the wire").contains("declined");
    }

    @Test
    void aRedrawKeepsTheDialogThePersonIsAboutToAnswer() {
        pick("delete_account", "correct");
        stepUntilTheDialog();
        Button confirm = find(Button.class).id("lifecycle-confirm");

        events.changed(sandbox, SandboxChange.CALLS);
        events.changed(sandbox, SandboxChange.GATES);
        PushedChanges.deliver(); // the page redraws

        assertThat(find(Button.class).id("lifecycle-confirm"))
                .as("the very button on screen")
                .isSameAs(confirm);
        click("lifecycle-confirm");
        assertThat(gates.pending(sandbox))
                .singleElement()
                .satisfies(gate -> assertThat(gate.consentSeq()).isNotNull());
    }

    private long lastCall() {
        return calls.list(sandbox).getFirst().id();
    }

    private void pick(String action, String behaviour) {
        @SuppressWarnings("unchecked")
        Select<Object> actions = find(Select.class).id("lifecycle-action");
        test(actions).selectItem(action);
        @SuppressWarnings("unchecked")
        Select<Object> behaviours = find(Select.class).id("lifecycle-behaviour");
        test(behaviours).selectItem(behaviour);
    }

    /** Steps the requester until the page shows its dialog; returns the dialog's text. */
    private String stepUntilTheDialog() {
        for (int i = 0; i < 6 && !find(Div.class).withId("lifecycle-dialog").exists(); i++) {
            click("lifecycle-step");
        }
        return text("lifecycle-dialog-text");
    }

    private void stepUntilTheDialogOrTheEnd() {
        for (int i = 0;
                i < 8
                        && find(Button.class).id("lifecycle-step").isEnabled()
                        && !find(Div.class).withId("lifecycle-dialog").exists();
                i++) {
            click("lifecycle-step");
        }
    }

    private void click(String id) {
        test(find(Button.class).id(id)).click();
        roundTrip();
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }
}
