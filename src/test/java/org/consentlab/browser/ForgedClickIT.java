package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.interactions.Actions;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.json.JsonMapper;

/**
 * The trusted-click defence in real Chromium: whatever a page script writes onto a control (a
 * property, an attribute, a global) or dispatches at it (synthetic Enter or Space), its click()
 * changes nothing; a real key press on the focused control (WebDriver input, trusted) decides.
 * Then Lab 7 reloaded mid-run: the page shows the run its records hold.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ForgedClickIT {

    /** Each forgery then click(): an expando (the old bypass), an attribute, a global, synthetic keys. */
    private static final List<String> FORGERIES = List.of(
            "b.$personKeyAt = performance.now(); b.click();",
            "b.setAttribute('data-trusted', 'true'); b.isTrusted = true; window.$personKeyAt = performance.now(); "
                    + "b.click();",
            "b.focus(); for (const key of ['Enter', ' ']) { for (const type of ['keydown', 'keyup']) {"
                    + " b.dispatchEvent(new KeyboardEvent(type, {key, bubbles: true, composed: true})); } } b.click();");

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void lab4ConfirmIgnoresEveryForgeryAndTakesARealEnter() throws Exception {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        for (String forgery : FORGERIES) {
            forge("consent-confirm", forgery);
            waitFor(browser).until(d -> text(d, "consent-result").startsWith("REFUSED by trusted-event"));
            assertThat(text(browser, "account-status")).as(forgery).isEqualTo("ACTIVE");
            assertThat(wire()).as(forgery).isEmpty();
        }
        press("consent-confirm", Keys.ENTER);
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        assertThat(wire()).containsExactly("DELETE /api/account");
        assertThat(text(browser, "consent-result")).doesNotContain("No person confirmed");
    }

    @Test
    void aLab8RowsApproveIgnoresEveryForgeryAndTakesARealSpace() throws Exception {
        browser.get(chromium.url("/labs/decisions"));
        waitFor(browser).until(d -> present(d, "batch-slot"));
        click(browser, "tab-agent");
        waitFor(browser)
                .until(d -> present(d, "agent-run") && text(d, "agent-script").contains("batch"));
        click(browser, "agent-run");
        waitFor(browser)
                .until(d -> d.findElements(By.cssSelector("#decision-batch .batch-item"))
                                .size()
                        == 3);
        String refund = browser.findElements(By.cssSelector("#decision-batch .batch-item")).stream()
                .filter(item -> item.findElement(By.tagName("h3")).getText().startsWith("refund_order "))
                .map(item -> item.getDomAttribute("id"))
                .findFirst()
                .orElseThrow();
        List<String> before = wire();
        for (String forgery : FORGERIES) {
            forge(refund + "-approve", forgery);
            Thread.sleep(1500); // the refusal leaves the row as it was: give any wrong approval time to land
            assertThat(wire()).as(forgery).isEqualTo(before);
            assertThat(state(refund)).as(forgery).isNotEqualTo("approved");
        }
        press(refund + "-approve", Keys.SPACE);
        waitFor(browser).until(d -> state(refund).equals("approved"));
        assertThat(wire()).hasSize(before.size() + 1);
    }

    @Test
    void lab7ReloadedMidRunShowsTheRunItsRecordsHoldAndGradesItsOwnCell() throws Exception {
        browser.get(chromium.url("/labs/self-approval"));
        waitFor(browser).until(d -> present(d, "run-agent"));
        pick(browser, "defence", "trusted-event");
        pick(browser, "agent-capability", "trusted-input");
        click(browser, "run-agent");
        waitFor(browser).until(d -> present(d, "self-approval-confirm"));

        browser.navigate().refresh();
        waitFor(browser).until(d -> present(d, "self-approval-confirm"));
        assertThat(text(browser, "self-approval-run"))
                .isEqualTo("This run: trusted-event × trusted-input · waiting " + "for Confirm");
        assertThat(browser.findElement(By.id("defence")).getDomProperty("textContent"))
                .contains("trusted-event");
        assertThat(browser.findElement(By.id("agent-capability")).getDomProperty("textContent"))
                .contains("trusted-input");
        assertThat(text(browser, "self-approval-verdict")).isEqualTo("WAITING");
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            screenshot(browser, "lab7-reloaded-" + size.getWidth());
        }

        forge("self-approval-confirm", FORGERIES.getFirst());
        waitFor(browser).until(d -> text(d, "defence-saw").startsWith("HELD. Saw an untrusted click"));
        press("self-approval-confirm", Keys.ENTER);
        waitFor(browser).until(d -> text(d, "self-approval-verdict").equals("BROKEN"));
        assertThat(text(browser, "defence-saw"))
                .contains("Decided by trusted input on Confirm (capability trusted-input");
        assertThat(text(browser, "cell-trusted-event-trusted-input")).startsWith("BROKEN");

        // Pickers changed while a gate is open close that run, saying so; it grades nothing.
        pick(browser, "defence", "type-to-confirm");
        click(browser, "run-agent");
        waitFor(browser)
                .until(d -> text(d, "self-approval-run").startsWith("This run: type-to-confirm × trusted-input"));
        pick(browser, "agent-capability", "reads-page");
        waitFor(browser)
                .until(d -> present(d, "self-approval-closed")
                        && text(d, "self-approval-closed")
                                .startsWith("The open run (type-to-confirm × trusted-input) was closed"));
        assertThat(text(browser, "self-approval-verdict")).isEqualTo("NOT GRADED");
        assertThat(text(browser, "cell-type-to-confirm-trusted-input")).isEqualTo("not run");
        screenshot(browser, "lab7-closed-by-picker");
    }

    private void forge(String id, String script) {
        ((JavascriptExecutor) browser).executeScript("const b = document.getElementById(arguments[0]); " + script, id);
    }

    /** A real key press on the focused control: WebDriver input, which the browser marks trusted. */
    private void press(String id, CharSequence key) {
        ((JavascriptExecutor) browser).executeScript("document.getElementById(arguments[0]).focus()", id);
        new Actions(browser).sendKeys(key).perform();
    }

    private String state(String row) {
        return String.valueOf(browser.findElement(By.id(row)).getDomAttribute("data-state"));
    }

    private List<String> wire() {
        return StreamSupport.stream(
                        JsonMapper.shared()
                                .readTree(export(browser))
                                .get("wire")
                                .spliterator(),
                        false)
                .map(entry ->
                        entry.get("method").asString() + " " + entry.get("path").asString())
                .toList();
    }
}
