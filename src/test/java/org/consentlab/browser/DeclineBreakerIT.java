package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The decline breaker in real Chromium: it holds agents back after the person's noes, never the
 * person, says so on the page and lifts on the person's click or a reset; and the lines that report
 * a state, and each lab's timeline, follow the records.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DeclineBreakerIT {

    static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        openLab4();
    }

    @Test
    void threeCancelledAgentRequestsHoldAgentsBackButNeverThePerson() throws Exception {
        for (int i = 0; i < 3; i++) {
            click(browser, "simulate-agent");
            waitFor(browser).until(d -> present(d, "consent-gate"));
            click(browser, "consent-cancel");
            waitFor(browser).until(d -> !present(d, "consent-gate"));
        }
        waitFor(browser).until(d -> present(d, "decline-breaker"));
        assertThat(text(browser, "decline-breaker"))
                .contains(
                        "delete_account", "3 declines", "lifts by itself at", "Not held back: this page's own buttons");
        assertThat(browser.findElement(By.id("decline-breaker")).getDomAttribute("data-tools"))
                .isEqualTo("delete_account");

        click(browser, "simulate-agent");
        waitFor(browser)
                .until(d -> text(d, "tool-result")
                        .startsWith("The person declined the last 3 requests for delete_account"));
        assertThat(present(browser, "consent-gate")).isFalse();
        showBanner();
        screenshot(browser, "lab4-breaker-on-1400x900");
        viewport(browser, new Dimension(1024, 768));
        showBanner();
        screenshot(browser, "lab4-breaker-on-1024x768");
        viewport(browser, new Dimension(1400, 900));

        click(browser, "request-deletion");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        click(browser, "consent-cancel");
        waitFor(browser).until(d -> !present(d, "consent-gate"));

        browser.get(chromium.url("/labs/reports"));
        waitFor(browser).until(d -> present(d, "agent-archive"));
        assertThat(present(browser, "decline-breaker"))
                .as("the banner is on every page while it is on")
                .isTrue();
        // Tripped on Lab 4: on Lab 6 it is one line, whose words still say what it holds back and what not.
        assertThat(text(browser, "decline-breaker-summary"))
                .isEqualTo(
                        "Decline breaker holds back agents' delete_account requests, " + "not your buttons or runs.");
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            Thread.sleep(300);
            long height = (Long)
                    ((org.openqa.selenium.JavascriptExecutor) browser)
                            .executeScript(
                                    "return Math.round(document.getElementById('decline-breaker').getBoundingClientRect().height);");
            long summary = (Long)
                    ((org.openqa.selenium.JavascriptExecutor) browser)
                            .executeScript(
                                    "return Math.round(document.getElementById('decline-breaker-summary').getBoundingClientRect().height);");
            long line = (Long) ((org.openqa.selenium.JavascriptExecutor) browser)
                    .executeScript("return Math.round(parseFloat(getComputedStyle("
                            + "document.getElementById('decline-breaker-summary')).lineHeight));");
            System.out.println("breaker banner on Lab 6 at " + size + ": " + height + " px, its summary " + summary
                    + " px at a line height of " + line + " px");
            assertThat(summary).as("the summary is one line at " + size).isLessThan(line * 3 / 2);
            assertThat(
                            ((org.openqa.selenium.JavascriptExecutor) browser)
                                    .executeScript(
                                            "const s = document.getElementById('decline-breaker-summary'); return s.scrollWidth <= s.clientWidth;"))
                    .as("the summary is not cut at " + size)
                    .isEqualTo(true);
            assertThat(height).as("the banner is one row at " + size).isLessThanOrEqualTo(50);
            screenshot(browser, "lab6-breaker-compact-" + size.getWidth() + "x" + size.getHeight());
        }
        assertThat(AxeCheck.violations(browser, "Lab 6 under the folded breaker"))
                .isEmpty();
        viewport(browser, new Dimension(1400, 900));
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        click(browser, "approval-reject");
        waitFor(browser).until(d -> !present(d, "approval-card"));

        openLab4();
        click(browser, "decline-breaker-lift");
        waitFor(browser).until(d -> !present(d, "decline-breaker"));
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(text(browser, "tool-result")).isEqualTo(PENDING);
    }

    @Test
    void resetClearsTheBreakerAndLab4sResultLine() {
        for (int i = 0; i < 3; i++) {
            click(browser, "simulate-agent");
            waitFor(browser).until(d -> present(d, "consent-gate"));
            click(browser, "consent-cancel");
            waitFor(browser).until(d -> !present(d, "consent-gate"));
        }
        waitFor(browser).until(d -> present(d, "decline-breaker"));

        click(browser, "request-deletion");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        click(browser, "consent-confirm");
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        assertThat(text(browser, "consent-result")).startsWith("DELETED. The account was deleted at");

        click(browser, "reset-sandbox");
        waitFor(browser).until(d -> text(d, "account-status").equals("ACTIVE"));
        waitFor(browser).until(d -> !present(d, "decline-breaker"));
        assertThat(text(browser, "consent-result")).isEmpty();

        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(text(browser, "tool-result")).isEqualTo(PENDING);
    }

    @Test
    void lab2sTimelineListsOnlyLab2sCallsUntilAllLabsAreAskedFor() {
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));

        browser.get(chromium.url("/labs/cart"));
        waitFor(browser).until(d -> present(d, "cart-add"));
        click(browser, "cart-add");
        waitFor(browser).until(d -> text(d, "cart-count").equals("1"));
        click(browser, "tab-timeline");
        waitFor(browser).until(d -> timelineItems().size() == 1);
        assertThat(timelineItems()).allMatch(item -> item.contains("add_to_cart"));

        click(browser, "timeline-all-labs");
        waitFor(browser).until(d -> timelineItems().size() == 2);
        assertThat(timelineItems()).anyMatch(item -> item.contains("delete_account"));
    }

    @Test
    void lab7AfterARunOnAnAccountAnEarlierRunDeleted() throws Exception {
        browser.get(chromium.url("/labs/self-approval"));
        waitFor(browser).until(d -> present(d, "run-agent"));
        click(browser, "run-agent");
        waitFor(browser)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-verdict").equals("BROKEN"));
        assertThat(text(browser, "account-status")).endsWith("DELETED");

        click(browser, "run-agent");
        waitFor(browser)
                .until(d -> d.findElement(By.id("self-approval-restored")).isDisplayed());
        waitFor(browser)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-verdict").equals("BROKEN"));
        assertThat(text(browser, "self-approval-restored")).contains("starts from the seeded ACTIVE account");
        assertThat(text(browser, "agent-did")).startsWith("The agent dispatched pointerdown");
        screenshot(browser, "lab7-after-run-1400x900");
        viewport(browser, new Dimension(1024, 768));
        screenshot(browser, "lab7-after-run-1024x768");
    }

    private void showBanner() {
        ((org.openqa.selenium.JavascriptExecutor) browser)
                .executeScript("document.getElementById('decline-breaker').scrollIntoView({block: 'start'})");
    }

    private void openLab4() {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
    }

    private List<String> timelineItems() {
        return browser.findElements(By.cssSelector("#timeline-calls vaadin-item")).stream()
                .map(WebElement::getText)
                .toList();
    }
}
