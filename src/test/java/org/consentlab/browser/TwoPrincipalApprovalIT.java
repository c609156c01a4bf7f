package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * delete_account under Lab 5's launch policy, with two people in two browsers: the learner
 * consents in their page, and only an approver signed in elsewhere can let the request leave.
 * Both are graded on the learner's wire, read through the export.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class TwoPrincipalApprovalIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver learner;

    @Chromium.Browser
    WebDriver approver;

    @BeforeEach
    void open() throws Exception {
        learner.get(chromium.url("/labs/lifecycle"));
        waitFor(learner).until(d -> present(d, "lifecycle-step-counter"));
    }

    @Test
    void theRequestLeavesOnlyAfterTheLearnersConsentAndAnApproversApproval() throws Exception {
        stepToTheDialog("correct");
        click(learner, "lifecycle-confirm");
        waitFor(learner).until(d -> text(d, "lifecycle-screen").contains("Awaiting approval by an approver"));
        screenshot(learner, "lab5-delete-correct-awaiting-approval");
        // The learner alone cannot complete it: no Confirm is left, and their browser is not an approver.
        assertThat(present(learner, "lifecycle-confirm")).isFalse();
        assertThat(wire(learner)).isEmpty();
        learner.navigate().to(chromium.url("/approvals"));
        waitFor(learner).until(d -> present(d, "approver-login"));
        learner.navigate().back();
        waitFor(learner).until(d -> present(d, "lifecycle-screen"));
        assertThat(exported(learner).get("sandbox").get("account").asString()).isEqualTo("ACTIVE");

        approver.get(chromium.url("/approvals"));
        signIn(approver, "approver", "approve-locally");
        click(approver, approvalItemOf(learner, approver));
        typeInto(approver, "#approval-rationale textarea", "Ticket 4711: confirmed by phone");
        screenshot(approver, "approvals-before-approve");
        click(approver, "approval-approve");
        waitFor(approver).until(d -> text(d, "approval-decision-result").startsWith("DELETED"));
        // Approve went with the decided call: the focus goes on to the next call waiting, else the list's heading.
        waitFor(approver)
                .until(d -> Keyboard.focused(d).startsWith("approval-item-")
                        || Keyboard.focused(d).equals("approvals-waiting-title"));

        // The learner's page hears of it at once, without a reload.
        waitFor(learner).until(d -> text(d, "verdict").equals("PASS"));
        screenshot(learner, "lab5-delete-correct-approved");
        JsonNode export = exported(learner);
        JsonNode gate = export.get("gates").get(0);
        assertThat(gate.get("consentBy").asString()).startsWith("learner@");
        assertThat(gate.get("decidedBy").asString()).isEqualTo("approver");
        assertThat(gate.get("rationale").asString()).isEqualTo("Ticket 4711: confirmed by phone");
        assertThat(export.get("wire")).singleElement().satisfies(w -> {
            assertThat(w.get("method").asString() + " " + w.get("path").asString())
                    .isEqualTo("DELETE /api/account");
            assertThat(w.get("seq").asLong())
                    .isGreaterThan(gate.get("consentSeq").asLong())
                    .isGreaterThan(gate.get("decisionSeq").asLong());
        });
        assertThat(export.get("sandbox").get("account").asString()).isEqualTo("DELETED");
    }

    @Test
    void firesEarlyDeletesWhileTheSameDialogStillAsks() throws Exception {
        stepToTheDialog("fires-early");
        waitFor(learner).until(d -> text(d, "verdict").equals("FAIL"));
        assertThat(exported(learner).get("sandbox").get("account").asString()).isEqualTo("DELETED");
        click(learner, "lifecycle-confirm");
        waitFor(learner).until(d -> text(d, "lifecycle-screen").contains("Awaiting approval by an approver"));
        screenshot(learner, "lab5-delete-fires-early-awaiting-approval");

        approver.get(chromium.url("/approvals"));
        signIn(approver, "approver", "approve-locally");
        click(approver, approvalItemOf(learner, approver));
        click(approver, "approval-approve");
        waitFor(approver).until(d -> text(d, "approval-decision-result").contains("had already left"));
        waitFor(learner).until(d -> text(d, "verdict-reason").contains("before the person agreed"));
        screenshot(learner, "lab5-delete-fires-early-approved");
        assertThat(wire(learner)).hasSize(1);
    }

    /** Picks delete_account and the behaviour, and steps (a screenshot per step) until the dialog shows. */
    private void stepToTheDialog(String behaviour) throws Exception {
        pick(learner, "lifecycle-action", "delete_account");
        pick(learner, "lifecycle-behaviour", behaviour);
        screenshot(learner, "lab5-delete-" + behaviour + "-step-0");
        stepUntilDialog(learner, step -> screenshot(learner, "lab5-delete-" + behaviour + "-step-" + step));
        assertThat(text(learner, "lifecycle-dialog-text")).startsWith("Delete the account of Ada Lovelace");
    }

    /** The id of the approvals-page item for the learner's call: the list spans every sandbox, so find theirs. */
    private JsonNode exported(WebDriver browser) {
        return JSON.readTree(export(browser));
    }

    private List<JsonNode> wire(WebDriver browser) {
        return exported(browser).get("wire").valueStream().toList();
    }
}
