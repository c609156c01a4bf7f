package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;
import static org.consentlab.browser.Keyboard.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * All eight labs finished from the keyboard alone in real Chromium: every control reached with
 * Tab and pressed with Enter, selects opened and picked with arrow keys, text typed; no mouse
 * and no script click anywhere (Lab 5's approver signs in and approves from the keyboard too).
 * Each lab's exercise turns done on its page, and the lab index shows all eight done. Lab 8 first
 * resets the sandbox from its own Reset button (Lab 4 deleted the account its batch asks to delete).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class KeyboardOnlyIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void allEightLabsAreFinishedWithTheKeyboardAlone() throws Exception {
        assertTheIndexShows("open");

        openLab("/labs/registration");
        choose(browser, "inspector-tool", "get_product_details");
        activate(browser, "inspector-invoke");
        waitForStep(1);
        typeByKeys(browser, "inspector-args", "{\"sku\": 5}");
        activate(browser, "inspector-invoke");
        waitUntilDone(1);

        openLab("/labs/cart");
        activate(browser, "inspector-invoke");
        waitForStep(1);
        activate(browser, "cart-undo");
        waitUntilDone(2);

        openLab("/labs/product");
        activate(browser, "inspector-invoke");
        waitForStep(1);
        activate(browser, "product-save-MUG-01");
        waitUntilDone(3);

        openLab("/labs/account");
        activate(browser, "simulate-agent");
        activate(browser, "consent-cancel");
        waitForStep(2);
        activate(browser, "simulate-agent");
        activate(browser, "consent-confirm");
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        waitUntilDone(4);

        openLab("/labs/lifecycle");
        choose(browser, "lifecycle-action", "delete_account");
        choose(browser, "lifecycle-behaviour", "correct");
        activate(browser, "lifecycle-play");
        activate(browser, "lifecycle-confirm");
        waitForStep(1);
        approveFromTheKeyboardInAnotherBrowser();
        waitFor(browser).until(d -> text(d, "verdict").equals("PASS"));
        waitUntilDone(5);

        openLab("/labs/reports");
        activate(browser, "agent-archive");
        activate(browser, "approval-reject");
        waitForStep(1);
        activate(browser, "agent-archive");
        activate(browser, "approval-approve-once");
        waitFor(browser).until(d -> text(d, "report-status-RPT-31").equals("ARCHIVED"));
        waitUntilDone(6);

        openLab("/labs/self-approval");
        runLab7("trusted-event", "script-click");
        runLab7("trusted-event", "trusted-input");
        for (String capability :
                new String[] {"script-click", "forged-event", "trusted-input", "reads-page", "owns-authenticator"}) {
            runLab7("second-principal", capability);
        }
        waitUntilDone(7);

        openLab("/labs/decisions");
        activate(browser, "reset-sandbox");
        DecisionsByKeyboard.finish(browser, chromium::url);
        waitUntilDone(8);

        assertTheIndexShows("done");
    }

    /** Lab 7: one agent against one defence; a trusted-input agent's press is the person's Enter on Confirm. */
    private void runLab7(String defence, String capability) {
        choose(browser, "defence", defence);
        choose(browser, "agent-capability", capability);
        activate(browser, "run-agent");
        // The run line names the run's own pair as its gate is armed; its cell fills only once it is graded.
        waitFor(browser)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-run").startsWith("This run: " + defence + " × " + capability));
        // trusted-input and owns-authenticator run no script: the person's Enter is the press they stand for.
        if (capability.equals("trusted-input") || capability.equals("owns-authenticator")) {
            activate(browser, "self-approval-confirm");
        }
        waitFor(browser)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "defence-saw").contains(". Saw "));
    }

    private void approveFromTheKeyboardInAnotherBrowser() throws Exception {
        WebDriver approver = chromium.open();
        approver.get(chromium.url("/approvals"));
        waitFor(approver).until(d -> present(d, "approver-login"));
        tabTo(approver, "approver-login");
        // The fields may hold a value already (a browser's autofill): each is replaced, as a person would.
        replaceWith(approver, "approver");
        press(approver, Keys.TAB);
        replaceWith(approver, "approve-locally");
        press(approver, Keys.ENTER);
        waitFor(approver).until(d -> present(d, "approvals-list"));
        activate(approver, approvalItemOf(browser, approver));
        activate(approver, "approval-approve");
        screenshot(approver, "keyboard-lab5-approved");
        waitFor(approver).until(d -> text(d, "approval-decision-result").startsWith("DELETED"));
        // The approver leaves now, not when the test ends: Labs 6-8 are the learner's alone.
        approver.quit();
    }

    /** Opens a lab and goes in by its skip link, the first stop of the tab order. */
    private void openLab(String route) {
        browser.get(chromium.url(route));
        waitFor(browser).until(d -> present(d, "exercise-panel") && status().equals("open"));
        press(browser, Keys.TAB);
        assertThat(focused(browser)).isEqualTo("skip-link");
        press(browser, Keys.ENTER);
        assertThat(focused(browser)).isEqualTo("main-content");
    }

    private void assertTheIndexShows(String state) {
        browser.get(chromium.url("/"));
        waitFor(browser).until(d -> present(d, "exercise-status-8"));
        for (int lab = 1; lab <= 8; lab++) {
            assertThat(text(browser, "exercise-status-" + lab))
                    .as("lab %d on the index", lab)
                    .isEqualTo(state);
        }
    }

    private String status() {
        return browser.findElement(org.openqa.selenium.By.id("exercise-status")).getDomProperty("textContent");
    }

    private void waitForStep(int k) {
        waitFor(browser)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> "done"
                        .equals(d.findElement(org.openqa.selenium.By.id("exercise-step-" + k))
                                .getDomAttribute("data-state")));
    }

    private void waitUntilDone(int lab) throws Exception {
        waitFor(browser).until(d -> status().equals("done"));
        screenshot(browser, "keyboard-lab" + lab + "-done");
    }
}
