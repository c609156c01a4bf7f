package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.server.VaadinService;
import com.vaadin.flow.server.VaadinSession;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.consentlab.TestClock;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** Lab 6 in the page: the approval card, failing closed every way, the handoff, and the failure modes. */
@SpringBootTest
@Import(TestClock.Config.class)
class ReportsLabViewTest extends SpringBrowserlessTest {

    @Autowired
    WireLog wire;

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentGates gates;

    @Autowired
    TestClock clock;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(ReportsLabView.class);
        sandbox = VaadinSession.getCurrent().getAttribute(SandboxId.class);
    }

    @Test
    void theRecipesVerificationRejectThenApproveArchivesOnce() {
        assertThat(status("RPT-31")).isEqualTo("ACTIVE");
        assertThat(find(Div.class).withId("report-row-RPT-33").exists()).isTrue();
        click("agent-archive");
        assertThat(button("agent-archive").isEnabled()).isFalse();
        assertThat(text("approval-description")).startsWith("Archive report RPT-31 'Q3 revenue'");
        assertThat(text("approval-risk")).contains("danger").contains("confirm always");
        assertThat(text("approval-args")).contains("RPT-31");
        assertThat(find(Button.class).withId("approval-always-session").exists())
                .isFalse();

        click("approval-reject");

        assertThat(approvalShown()).isFalse();
        assertThat(status("RPT-31")).isEqualTo("ACTIVE");
        assertThat(resultLog().getChildren().count()).isZero();
        await(() -> text("tool-result").equals("DECLINED by the person in the page. Nothing was done."));
        await(() -> button("agent-archive").isEnabled());

        click("agent-archive");
        ToolCall second = lastCall();
        click("approval-approve-once");

        assertThat(status("RPT-31")).isEqualTo("ARCHIVED");
        assertThat(resultLog().getChildren().toList())
                .singleElement()
                .satisfies(item -> assertThat(item.getElement().getAttribute("data-call-id"))
                        .isEqualTo(String.valueOf(second.id())));
        assertThat(wire.entries(sandbox)).hasSize(1);
    }

    @Test
    void closingTheDialogCancelsAndEscapeToo() {
        click("agent-archive");
        click("approval-close");
        assertThat(lastCall().outcome()).isEqualTo(Outcome.CANCELLED);
        await(() -> button("agent-archive").isEnabled());

        click("agent-archive");
        // The documented id is on the dialog's visible body; Esc is a close action on the dialog around it.
        Dialog dialog = find(Div.class).id("approval-dialog").findAncestor(Dialog.class);
        ComponentUtil.fireEvent(dialog, new Dialog.DialogCloseActionEvent(dialog, true));

        assertThat(lastCall().outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(find(Paragraph.class).id("approval-result").getText())
                .startsWith("CANCELLED (you closed the approval dialog without deciding)");
        assertThat(approvalShown()).isFalse();
        assertThat(status("RPT-31")).isEqualTo("ACTIVE");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void aTimeoutClosesTheCardAsTimedOut() {
        click("agent-archive");
        clock.advance(Duration.ofSeconds(61));
        gates.expireOverdue();
        roundTrip();

        assertThat(approvalShown()).isFalse();
        assertThat(lastCall().outcome()).isEqualTo(Outcome.TIMED_OUT);
        assertThat(status("RPT-31")).isEqualTo("ACTIVE");
    }

    @Test
    void navigatingAwayFailsClosed() {
        click("agent-archive");
        navigate(AccountLabView.class);

        assertThat(lastCall().outcome()).isEqualTo(Outcome.NAVIGATED_AWAY);
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void losingTheSessionFailsClosed() {
        click("agent-archive");
        long callId = lastCall().id();

        VaadinSession session = VaadinSession.getCurrent();
        VaadinService.getCurrent().fireSessionDestroy(session);
        // The test thread holds the session lock, so the destroy runs from the session's access queue.
        VaadinService.getCurrent().runPendingAccessTasks(session);

        assertThat(calls.find(callId).orElseThrow().outcome()).isEqualTo(Outcome.SESSION_LOST);
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void aRetryWithTheSameKeyAfterApprovalArchivesOnce() {
        click("agent-archive");
        click("approval-approve-once");
        await(() -> button("agent-archive").isEnabled());

        click("agent-retry");

        assertThat(text("tool-result")).startsWith("ARCHIVED report RPT-31");
        assertThat(wire.entries(sandbox)).hasSize(1);
        assertThat(resultLog().getChildren().count()).isEqualTo(1);
    }

    @Test
    void theSensitiveReadOffersASessionWideYes() {
        click("agent-export-customers");
        assertThat(find(Button.class).withId("approval-always-session").exists())
                .isTrue();
        click("approval-always-session");
        click("agent-export-customers");

        assertThat(text("tool-result")).startsWith("CUSTOMERS (3)");
        assertThat(approvalShown()).isFalse();
    }

    @Test
    void theHandoffCompletesWhenThePersonSubmitsTheCode() {
        click("agent-submit-export");
        assertThat(text("tool-result")).startsWith("WAITING.");
        String code = find(Span.class).id("handoff-code").getText();
        test(find(TextField.class).id("handoff-code-input")).setValue(code);
        click("handoff-submit");

        await(() -> text("tool-result").startsWith("EXPORT JOB #"));
        assertThat(resultLog().getChildren().count()).isEqualTo(1);
        assertThat(find(Div.class).withId("handoff-card").exists()).isFalse();
    }

    @Test
    void aFailureModeSwitchShowsTheBannerAndReallyFails() {
        assertThat(find(Div.class).withId("failure-banner").exists()).isFalse();
        test(find(Checkbox.class).id("failure-mode-no-gate")).click();

        await(() -> pushed() && find(Div.class).withId("failure-banner").exists());
        assertThat(find(Div.class).all().stream()
                        .filter(div -> div.getElement().getClassList().contains("failure-banner")))
                .as("one banner for the mode")
                .hasSize(1);
        assertThat(text("failure-banner")).contains("no-gate");
        click("agent-archive");
        assertThat(approvalShown()).isFalse();
        assertThat(status("RPT-31")).isEqualTo("ARCHIVED");

        test(find(Checkbox.class).id("failure-mode-no-gate")).click();
        await(() -> pushed() && !find(Div.class).withId("failure-banner").exists());
    }

    @Test
    void reportToolsRefuseWhileADialogCoversTheReports() {
        click("open-share-dialog");
        click("share-dialog-agent-tag");
        assertThat(text("tool-result")).startsWith("REFUSED");
        click("share-dialog-close");
        click("agent-tag");
        assertThat(text("tool-result")).startsWith("TAGGED report RPT-31");
    }

    /** The page-wide banner redraws by server push: lets the pushed changes in first. */
    private static boolean pushed() {
        org.consentlab.PushedChanges.deliver();
        return true;
    }

    private void await(BooleanSupplier condition) {
        long deadline = System.currentTimeMillis() + 5000;
        while (System.currentTimeMillis() < deadline) {
            roundTrip();
            if (condition.getAsBoolean()) {
                return;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        fail("condition not met within 5 s");
    }

    private ToolCall lastCall() {
        return calls.list(sandbox).getFirst();
    }

    private void click(String id) {
        test(button(id)).click();
    }

    private Button button(String id) {
        return find(Button.class).id(id);
    }

    private String status(String report) {
        return find(Span.class).id("report-status-" + report).getText();
    }

    private OrderedList resultLog() {
        return find(OrderedList.class).id("result-log");
    }

    private boolean approvalShown() {
        return find(Div.class).withId("approval-card").exists();
    }

    private String text(String id) {
        return find(Component.class).withId(id).single().getElement().getTextRecursively();
    }
}
