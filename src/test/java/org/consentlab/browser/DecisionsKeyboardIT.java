package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;
import static org.consentlab.browser.Keyboard.*;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Lab 8 finished from the keyboard alone in Chromium: the batch agent started from the Agent tab,
 * each row answered with Tab, typing and Enter (the refund edited down and approved as edited, the
 * payment and the deletion rejected with reasons), and the demo run; the exercise turns done.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "consentlab.agent.beat=PT0.1S")
class DecisionsKeyboardIT {

    @LocalServerPort int port;
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser = newChromium();
    }

    @AfterEach
    void close() {
        browser.quit();
    }

    @Test
    void labEightIsFinishedWithTheKeyboardAlone() throws Exception {
        browser.get(url("/labs/decisions"));
        waitFor(browser).until(d -> present(d, "exercise-panel"));
        // The tab list is one stop: Tab reaches the selected tab, an arrow moves to the next, Enter opens it.
        tabTo(browser, "tab-inspector");
        press(browser, Keys.ARROW_RIGHT);
        assertThat(focused(browser)).isEqualTo("tab-agent");
        press(browser, Keys.ENTER);
        waitFor(browser).until(d -> present(d, "agent-run"));
        activate(browser, "agent-run");
        waitFor(browser).until(d -> d.findElements(By.cssSelector("#decision-batch .batch-item")).size() == 3);
        String refund = row("refund_order");
        String payment = row("send_payment");
        String deletion = row("delete_account");

        activate(browser, refund + "-edit");
        typeByKeys(browser, refund + "-edit-amountCents", "2500");
        waitFor(browser).until(d -> text(d, refund + "-edit-consequence").contains("€25.00"));
        activate(browser, refund + "-edit-approve");
        waitFor(browser).until(d -> state(refund).equals("approved"));

        typeByKeys(browser, payment + "-reason", "Not this month.");
        activate(browser, payment + "-reject");
        waitFor(browser).until(d -> state(payment).equals("declined"));
        typeByKeys(browser, deletion + "-reason", "I still need the invoices.");
        activate(browser, deletion + "-reject");
        waitFor(browser).until(d -> state(deletion).equals("declined"));
        waitFor(browser).until(d -> text(d, "agent-claim-check").equals("consistent"));
        for (int step = 1; step <= 3; step++) {
            int k = step;
            waitFor(browser).until(d -> d.findElement(By.id("exercise-step-" + k)).getDomAttribute("data-state")
                    .equals("done"));
        }
        screenshot(browser, "keyboard-lab8-answered");

        browser.get(url("/demo/approval-not-bound"));
        activate(browser, "demo-run");
        waitFor(browser).until(d -> "done".equals(d.findElement(By.id("demo-progress")).getDomAttribute("data-run")));
        browser.get(url("/labs/decisions"));
        waitFor(browser).until(d -> text(d, "exercise-status").equals("done"));
        screenshot(browser, "keyboard-lab8-done");
    }

    private String row(String tool) {
        return browser.findElements(By.cssSelector("#decision-batch .batch-item")).stream()
                .filter(item -> item.findElement(By.tagName("h3")).getText().startsWith(tool + " "))
                .map(item -> item.getDomAttribute("id")).findFirst().orElseThrow();
    }

    private String state(String row) {
        return browser.findElement(By.id(row)).getDomAttribute("data-state");
    }

    private String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }
}
