package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Lab 4 in real Chromium, graded on the wire as the export shows it, not on the pixels alone. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccountLabIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
    }

    @Test
    void theAgentsPathStopsAtTheGateAndOnlyConfirmDeletes() throws Exception {
        screenshot(browser, "lab4-idle");
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(text(browser, "tool-result"))
                .isEqualTo("PENDING. A human must confirm in the page. Nothing deleted yet.");
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        screenshot(browser, "lab4-pending");

        click(browser, "consent-cancel");
        waitFor(browser).until(d -> !present(d, "consent-gate"));
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        assertThat(export().get("wire")).isEmpty();

        click(browser, "request-deletion");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(export().get("wire")).isEmpty();
        click(browser, "consent-confirm");
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        screenshot(browser, "lab4-deleted");

        JsonNode export = export();
        assertThat(export.get("wire")).hasSize(1);
        JsonNode delete = export.get("wire").get(0);
        JsonNode approved = export.get("gates")
                .valueStream()
                .filter(g -> g.get("status").asString().equals("approved"))
                .findFirst()
                .orElseThrow();
        assertThat(delete.get("method").asString() + " " + delete.get("path").asString())
                .isEqualTo("DELETE /api/account");
        assertThat(delete.get("seq").asLong())
                .isGreaterThan(approved.get("decisionSeq").asLong());
        assertThat(delete.get("at").asString())
                .isGreaterThanOrEqualTo(approved.get("decidedAt").asString());
        assertThat(export.get("calls")
                        .valueStream()
                        .map(c -> c.get("channel").asString() + ":"
                                + c.get("outcome").asString("none")))
                .containsExactly("simulated-agent:declined", "button:none");
    }

    @Test
    void anAgentsScriptClickOnConfirmIsRefusedWhileThePersonsKeyboardConfirms() throws Exception {
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));

        ((JavascriptExecutor) browser).executeScript("document.getElementById('consent-confirm').click()");
        waitFor(browser).until(d -> text(d, "consent-result").startsWith("REFUSED by trusted-event"));
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        assertThat(export().get("wire")).isEmpty();

        // Enter on the focused button: vaadin-button clicks itself from script, after the person's trusted key press.
        ((JavascriptExecutor) browser).executeScript("document.getElementById('consent-confirm').focus()");
        new Actions(browser).sendKeys(Keys.ENTER).perform();
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        assertThat(export().get("wire")).hasSize(1);
    }

    @Test
    void theInspectorArmsTheSameGateAndExplainsBrokenJson() throws Exception {
        WebElement args = browser.findElement(By.cssSelector("#inspector-args textarea"));
        args.sendKeys(Keys.chord(Keys.CONTROL, "a"), "{\"x\":");
        click(browser, "inspector-invoke");
        waitFor(browser).until(d -> text(d, "inspector-result").contains("not valid JSON"));
        assertThat(present(browser, "consent-gate")).isFalse();

        args.sendKeys(Keys.chord(Keys.CONTROL, "a"), "{}");
        args.sendKeys(Keys.chord(Keys.CONTROL, Keys.ENTER));
        waitFor(browser).until(d -> text(d, "inspector-result").contains("PENDING."));
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        assertThat(export().get("wire")).isEmpty();
    }

    @Test
    void twoBrowsersGetTwoSandboxesThatNeverMeet() throws Exception {
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        WebDriver other = chromium.open();
        other.get(chromium.url("/labs/account"));
        waitFor(other).until(d -> present(d, "account-status"));
        assertThat(present(other, "consent-gate")).isFalse();
        assertThat(text(other, "sandbox-badge")).isNotEqualTo(text(browser, "sandbox-badge"));
        assertThat(JsonMapper.shared()
                        .readTree(BrowserTestSupport.export(other))
                        .get("calls"))
                .isEmpty();
    }

    private JsonNode export() {
        return JsonMapper.shared().readTree(BrowserTestSupport.export(browser));
    }
}
