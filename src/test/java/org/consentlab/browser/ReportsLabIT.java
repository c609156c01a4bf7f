package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Lab 6 in real Chromium: the recipe's own verification, the handoff and a failure mode, graded on the wire. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ReportsLabIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser.get(chromium.url("/labs/reports"));
        waitFor(browser)
                .until(d -> present(d, "report-status-RPT-31")
                        && textOf("report-status-RPT-31").equals("ACTIVE"));
    }

    @Test
    void askArchiveRejectItRemainsAskAgainApproveArchivedOnce() throws Exception {
        press("agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        assertThat(textOf("approval-description")).startsWith("Archive report RPT-31 'Q3 revenue'");
        assertThat(present(browser, "approval-always-session")).isFalse();
        screenshot(browser, "lab6-approval");

        press("approval-reject");
        waitFor(browser).until(d -> !present(d, "approval-card"));
        waitFor(browser).until(d -> textOf("tool-result").startsWith("DECLINED"));
        assertThat(textOf("report-status-RPT-31")).isEqualTo("ACTIVE");
        assertThat(resultLogItems()).isEmpty();
        assertThat(export().get("wire")).isEmpty();

        press("agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        assertThat(present(browser, "approval-always-session")).isFalse();
        press("approval-approve-once");
        waitFor(browser).until(d -> textOf("report-status-RPT-31").equals("ARCHIVED"));
        waitFor(browser).until(d -> resultLogItems().size() == 1);
        screenshot(browser, "lab6-archived");

        JsonNode export = export();
        List<JsonNode> archives = export.get("calls")
                .valueStream()
                .filter(c -> c.get("tool").asString().equals("archive_report"))
                .toList();
        assertThat(archives).extracting(c -> c.get("outcome").asString("none")).containsExactly("declined", "none");
        long approvedCall = archives.get(1).get("id").asLong();
        assertThat(archives)
                .allSatisfy(c -> assertThat(c.get("idempotencyKey").asString()).isNotBlank());
        assertThat(export.get("wire")).singleElement().satisfies(wire -> {
            assertThat(wire.get("method").asString() + " " + wire.get("path").asString())
                    .isEqualTo("POST /api/reports/RPT-31/archive");
            assertThat(wire.get("callId").asLong()).isEqualTo(approvedCall);
        });
        assertThat(resultLogItems().getFirst()).isEqualTo(String.valueOf(approvedCall));
        assertThat(export.get("reports")
                        .valueStream()
                        .filter(r -> r.get("id").asString().equals("RPT-31")))
                .singleElement()
                .satisfies(r -> assertThat(r.get("status").asString()).isEqualTo("ARCHIVED"));
    }

    @Test
    void theHandoffWaitsForThePersonAndAFailureModeShowsItsBanner() throws Exception {
        press("agent-submit-export");
        waitFor(browser).until(d -> present(d, "handoff-code"));
        assertThat(textOf("tool-result")).startsWith("WAITING.");
        screenshot(browser, "lab6-handoff");
        browser.findElement(By.cssSelector("#handoff-code-input input")).sendKeys(textOf("handoff-code"));
        press("handoff-submit");
        waitFor(browser).until(d -> textOf("tool-result").startsWith("EXPORT JOB #"));
        assertThat(export().get("wire"))
                .extracting(w -> w.get("path").asString())
                .containsExactly("/api/exports");

        press("failure-mode-no-gate");
        // Read the banner through the DOM: it sits at the top of the page, scrolled out of Selenium's view.
        waitFor(browser)
                .until(d -> String.valueOf(((JavascriptExecutor) d)
                                .executeScript("const b = document.getElementById('failure-banner');"
                                        + "return b && !b.hidden ? b.textContent : ''"))
                        .contains("FAILURE MODE ON"));
        ((JavascriptExecutor) browser)
                .executeScript("document.getElementById('failure-mode-table').scrollIntoView({block: 'center'})");
        screenshot(browser, "lab6-failure-modes");
        press("agent-archive");
        waitFor(browser).until(d -> textOf("report-status-RPT-31").equals("ARCHIVED"));
        assertThat(present(browser, "approval-card")).isFalse();
        assertThat(export().get("gates")
                        .valueStream()
                        .filter(g -> g.get("tool").asString().equals("archive_report")))
                .isEmpty();
    }

    /** Scrolls first: on this long page Selenium counts a control scrolled out of view as not displayed. */
    private void press(String id) {
        waitFor(browser).ignoring(StaleElementReferenceException.class).until(d -> {
            WebElement element = d.findElement(By.id(id));
            ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block: 'center'})", element);
            if (!element.isDisplayed() || !element.isEnabled()) {
                return false;
            }
            element.click();
            return true;
        });
    }

    /** The element's text as the DOM holds it, or "" while it is absent. */
    private String textOf(String id) {
        return String.valueOf(((JavascriptExecutor) browser)
                .executeScript(
                        "const e = document.getElementById(arguments[0]); return e ? e.textContent.trim() : ''", id));
    }

    private List<String> resultLogItems() {
        return browser.findElements(By.cssSelector("#result-log li")).stream()
                .map(item -> item.getDomAttribute("data-call-id"))
                .toList();
    }

    private JsonNode export() {
        return JsonMapper.shared().readTree(BrowserTestSupport.export(browser));
    }
}
