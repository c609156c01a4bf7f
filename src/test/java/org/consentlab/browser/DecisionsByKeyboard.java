package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;
import static org.consentlab.browser.Keyboard.*;

import java.util.function.UnaryOperator;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;

/**
 * Lab 8 from the keyboard alone, on its open page: the batch agent started from the Agent tab, each
 * row answered with Tab, typing and Enter (the refund edited down and approved as edited, the payment
 * and the deletion rejected with reasons), then the approval-not-bound demo run, until the exercise
 * is done. {@link DecisionsKeyboardIT} plays it on its own, {@link KeyboardOnlyIT} after Labs 1–7.
 */
final class DecisionsByKeyboard {

    private DecisionsByKeyboard() {}

    /** Plays Lab 8 to done from wherever the focus is on /labs/decisions; {@code url} makes a path absolute. */
    static void finish(WebDriver browser, UnaryOperator<String> url) throws Exception {
        // The tab list is one stop: Tab reaches the selected tab, an arrow moves to the next, Enter opens it.
        tabTo(browser, "tab-inspector");
        press(browser, Keys.ARROW_RIGHT);
        assertThat(focused(browser)).isEqualTo("tab-agent");
        press(browser, Keys.ENTER);
        waitFor(browser).until(d -> present(d, "agent-run"));
        activate(browser, "agent-run");
        waitFor(browser)
                .until(d -> d.findElements(By.cssSelector("#decision-batch .batch-item"))
                                .size()
                        == 3);
        String refund = row(browser, "refund_order");
        String payment = row(browser, "send_payment");
        String deletion = row(browser, "delete_account");

        activate(browser, refund + "-edit");
        waitFor(browser).until(d -> d.findElement(By.id(refund + "-edit-panel")).isDisplayed());
        tabsThroughTheOpenEdit(browser, refund);
        typeByKeys(browser, refund + "-edit-amountCents", "25");
        waitFor(browser).until(d -> text(d, refund + "-edit-consequence").contains("€25.00"));
        activate(browser, refund + "-edit-approve");
        waitFor(browser).until(d -> state(d, refund).equals("approved"));
        // After each decision the person goes on at the next row still waiting for them, told once what happened.
        decidedThenFocusOn(browser, payment + "-approve");

        typeByKeys(browser, payment + "-reason", "Not this month.");
        activate(browser, payment + "-reject");
        waitFor(browser).until(d -> state(d, payment).equals("declined"));
        decidedThenFocusOn(browser, deletion + "-approve");
        typeByKeys(browser, deletion + "-reason", "I still need the invoices.");
        activate(browser, deletion + "-reject");
        waitFor(browser).until(d -> state(d, deletion).equals("declined"));
        // Nothing is left to decide: the card's heading, which says so.
        decidedThenFocusOn(browser, "decision-batch-title");
        waitFor(browser).until(d -> text(d, "agent-claim-check").equals("consistent"));
        for (int step = 1; step <= 3; step++) {
            int k = step;
            waitFor(browser)
                    .until(d -> d.findElement(By.id("exercise-step-" + k))
                            .getDomAttribute("data-state")
                            .equals("done"));
        }
        screenshot(browser, "keyboard-lab8-answered");

        browser.get(url.apply("/demo/approval-not-bound"));
        activate(browser, "demo-run");
        waitFor(browser)
                .until(d -> "done".equals(d.findElement(By.id("demo-progress")).getDomAttribute("data-run")));
        browser.get(url.apply("/labs/decisions"));
        waitFor(browser).until(d -> text(d, "exercise-status").equals("done"));
    }

    /**
     * From Edit, Tab goes into the edit it opened (its field, then Approve as edited and Cancel edit)
     * before the row's Reason and Reject, and Shift+Tab comes back the same way to Edit.
     */
    private static void tabsThroughTheOpenEdit(WebDriver browser, String refund) {
        assertThat(tabTo(browser, refund + "-edit-amountCents"))
                .as("Tabs from Edit to its field")
                .isEqualTo(1);
        for (String next : new String[] {"-edit-approve", "-edit-cancel", "-reason"}) {
            press(browser, Keys.TAB);
            assertThat(focusIsIn(browser, refund + next))
                    .as("after Tab, focus on %s", focused(browser))
                    .isTrue();
        }
        for (String back : new String[] {"-edit-cancel", "-edit-approve", "-edit-amountCents", "-edit"}) {
            backTab(browser);
            assertThat(focusIsIn(browser, refund + back))
                    .as("after Shift+Tab, focus on %s", focused(browser))
                    .isTrue();
        }
    }

    /** The focus is on {@code id} (not fallen below the card), and the live region says what the decision did. */
    private static void decidedThenFocusOn(WebDriver browser, String id) {
        waitFor(browser).until(d -> focused(d).equals(id));
        assertThat(liveRegion(browser))
                .isEqualTo(text(browser, "decisions-result"))
                .isNotBlank();
    }

    private static String row(WebDriver browser, String tool) {
        return browser.findElements(By.cssSelector("#decision-batch .batch-item")).stream()
                .filter(item -> item.findElement(By.tagName("h3")).getText().startsWith(tool + " "))
                .map(item -> item.getDomAttribute("id"))
                .findFirst()
                .orElseThrow();
    }

    private static String state(WebDriver browser, String row) {
        return browser.findElement(By.id(row)).getDomAttribute("data-state");
    }
}
