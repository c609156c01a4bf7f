package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.ExpectedGrades;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Lab 7's whole matrix in real Chromium, graded on the wire: script-click, forged-event and
 * reads-page run their scripts in the page; trusted-input is produced through the browser's
 * automation protocol (WebDriver Actions: real pointer and key input, not a DOM click()). The
 * second principal holds until an approver signed in from another browser decides.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SelfApprovalLabIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver learner;

    @BeforeEach
    void open() throws Exception {
        learner.get(chromium.url("/labs/self-approval"));
        waitFor(learner).until(d -> present(d, "defence-matrix") && present(d, "run-agent"));
        screenshot(learner, "lab7-idle");
    }

    @Test
    void everyCellOfTheMatrixGradesOnTheWireAsExpected() throws Exception {
        // The second principal last: its last run is the one an approver decides below.
        List<ConfirmDefence> defences = Arrays.stream(ConfirmDefence.values())
                .sorted(Comparator.comparing(defence -> defence == ConfirmDefence.SECOND_PRINCIPAL))
                .toList();
        for (ConfirmDefence defence : defences) {
            for (AgentCapability capability : AgentCapability.values()) {
                String verdict = run(defence, capability);
                assertThat(verdict)
                        .as("%s against %s: %s", capability.id(), defence.id(), text(learner, "defence-saw"))
                        .isEqualTo(ExpectedGrades.of(defence, capability).name());
                assertThat(text(learner, "cell-" + defence.id() + "-" + capability.id()))
                        .startsWith(verdict);
                if (defence == ConfirmDefence.NONE && capability == AgentCapability.SCRIPT_CLICK) {
                    screenshot(learner, "lab7-broken-none-script-click");
                }
                if (defence == ConfirmDefence.TRUSTED_EVENT && capability == AgentCapability.SCRIPT_CLICK) {
                    screenshot(learner, "lab7-held-trusted-event-script-click");
                }
            }
        }
        assertThat(text(learner, "exercise-status")).isEqualTo("done");
        assertThat(text(learner, "self-approval-wire")).isEmpty();
        showMatrix();
        screenshot(learner, "lab7-matrix-filled");

        // The last run (second principal, reads-page) waits for an approver; only another browser's approver
        // lets it go.
        WebDriver approver = chromium.open();
        approver.get(chromium.url("/approvals"));
        signIn(approver, "approver", "approve-locally");
        click(approver, approvalItemOf(learner, approver));
        click(approver, "approval-approve");
        // Each run starts from the seeded ACTIVE account: the request reaches the wire, now decided by another.
        waitFor(approver).until(d -> text(d, "approval-decision-result").contains("DELETED"));
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-wire").contains("DELETE /api/account"));
        // Read from the DOM: the matrix was scrolled into view, and Selenium gives no text for what is off screen.
        assertThat(learner.findElement(By.id("self-approval-verdict")).getDomProperty("textContent"))
                .isEqualTo("HELD");
    }

    @Test
    void aPartlyFilledMatrixShowsExpectationsOnlyForTheCellsRun() throws Exception {
        run(ConfirmDefence.HOLD_TO_CONFIRM, AgentCapability.FORGED_EVENT);
        run(ConfirmDefence.TYPE_TO_CONFIRM, AgentCapability.SCRIPT_CLICK);
        assertThat(text(learner, "cell-type-to-confirm-script-click"))
                .isEqualToNormalizingWhitespace("HELD as expected");
        assertThat(text(learner, "cell-hold-to-confirm-forged-event"))
                .isEqualToNormalizingWhitespace("BROKEN as expected");
        assertThat(text(learner, "cell-second-principal-reads-page")).isEqualTo("not run");
        showMatrix();
        screenshot(learner, "lab7-matrix-partly-filled");
    }

    private void showMatrix() {
        ((JavascriptExecutor) learner)
                .executeScript("document.getElementById('defence-matrix').scrollIntoView({block: 'center'})");
    }

    /** Picks the pair, runs the agent, lets its capability act, and waits for the verdict on the wire. */
    private String run(ConfirmDefence defence, AgentCapability capability) {
        pick(learner, "defence", defence.id());
        pick(learner, "agent-capability", capability.id());
        click(learner, "run-agent");
        // The run line names the run's own pair as its gate is armed; its cell fills only once it is graded.
        String pair = defence.id() + " × " + capability.id();
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-run").startsWith("This run: " + pair));
        // trusted-input and owns-authenticator run no script: they press with input the browser takes for a person's.
        if (capability.pageScript().isEmpty()) {
            pressConfirmAsAPerson(defence);
        }
        try {
            waitFor(learner)
                    .ignoring(StaleElementReferenceException.class)
                    .until(d -> text(d, "defence-saw").contains(". Saw "));
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError(
                    "no decision reached the defence for %s/%s; the agent: %s"
                            .formatted(defence.id(), capability.id(), text(learner, "agent-did")),
                    e);
        }
        return text(learner, "self-approval-verdict");
    }

    /** Real input through the automation protocol: typed keys, and the pointer held down on Confirm. */
    private void pressConfirmAsAPerson(ConfirmDefence defence) {
        if (defence == ConfirmDefence.TYPE_TO_CONFIRM) {
            String email = text(learner, "account-status").split(" ")[0];
            learner.findElement(By.cssSelector("#self-approval-typed input")).sendKeys(email);
        }
        WebElement confirm = learner.findElement(By.id("self-approval-confirm"));
        ((JavascriptExecutor) learner).executeScript("arguments[0].scrollIntoView({block: 'center'})", confirm);
        new Actions(learner)
                .moveToElement(confirm)
                .clickAndHold()
                .pause(Duration.ofMillis(1700))
                .release()
                .perform();
    }
}
