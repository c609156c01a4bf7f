package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.interactions.Actions;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Lab 6's approvals fail closed in a real browser: Escape, navigation and a short timeout, each with its outcome. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"consentlab.reports.approval-timeout=PT4S", "consentlab.gate.sweep=PT0.5S"})
class ReportsFailClosedIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        // Arrive from the audit page inside the app, so that the browser's Back button navigates within it.
        browser.get(chromium.url("/audit"));
        waitFor(browser).until(d -> present(d, "audit-grid"));
        browser.findElement(By.cssSelector("vaadin-side-nav-item[path='labs/reports']"))
                .click();
        waitFor(browser).until(d -> present(d, "report-status-RPT-31"));
    }

    @Test
    void escapeNavigationAndTimeoutEachLeaveRpt31ActiveWithTheirOwnOutcome() {
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        new Actions(browser).sendKeys(Keys.ESCAPE).perform();
        waitFor(browser).until(d -> !present(d, "approval-card"));
        waitFor(browser).until(d -> lastArchiveOutcome().equals("cancelled"));

        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        waitFor(browser).withTimeout(Duration.ofSeconds(15)).until(d -> !present(d, "approval-card"));
        waitFor(browser).until(d -> lastArchiveOutcome().equals("timed-out"));
        waitFor(browser).until(d -> text(d, "tool-result").startsWith("TIMED OUT"));

        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        browser.navigate().back();
        waitFor(browser).until(d -> present(d, "audit-grid"));
        waitFor(browser).until(d -> lastArchiveOutcome().equals("navigated-away"));

        browser.get(chromium.url("/labs/reports"));
        waitFor(browser).until(d -> present(d, "report-status-RPT-31"));
        assertThat(text(browser, "report-status-RPT-31")).isEqualTo("ACTIVE");
        JsonNode export = export();
        assertThat(export.get("wire")).isEmpty();
        assertThat(export.get("audit")
                        .valueStream()
                        .map(a -> a.get("outcome").asString(""))
                        .filter(o -> !o.isEmpty()))
                .containsExactly("cancelled", "timed-out", "navigated-away");
        assertThat(browser.findElements(By.cssSelector("#result-log li"))).isEmpty();
    }

    private String lastArchiveOutcome() {
        return export().get("calls")
                .valueStream()
                .filter(c -> c.get("tool").asString().equals("archive_report"))
                .reduce((first, second) -> second)
                .map(c -> c.get("outcome").asString("none"))
                .orElse("none");
    }

    private JsonNode export() {
        return JsonMapper.shared().readTree(BrowserTestSupport.export(browser));
    }
}
