package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.json.JsonMapper;

/**
 * Lab 4's wire in real Chromium after Lab 5 sent a DELETE and Lab 2 an add in the same sandbox:
 * it lists Lab 4's one DELETE only, its exercise step says exactly one and is done, and the
 * whole-sandbox toggle lists all three, each naming its lab.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LabWireScopeIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void labFoursWireListsItsOwnDeleteOnlyUntilTheWholeSandboxIsAskedFor() throws Exception {
        browser.get(chromium.url("/labs/lifecycle"));
        waitFor(browser).until(d -> present(d, "lifecycle-step-counter"));
        pick(browser, "lifecycle-action", "delete_account");
        pick(browser, "lifecycle-behaviour", "no-confirmation");
        stepUntilTheWireHas(1);
        // A new run starts from the seeded account: the account is ACTIVE again, with Lab 5's gate pending.
        pick(browser, "lifecycle-behaviour", "correct");
        click(browser, "lifecycle-step");
        browser.get(chromium.url("/labs/cart"));
        waitFor(browser).until(d -> present(d, "inspector-invoke"));
        click(browser, "inspector-invoke");
        waitFor(browser).until(d -> wireSize() == 2);

        browser.get(chromium.url("/labs/account"));
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
        assertThat(present(browser, "consent-gate"))
                .as("Lab 5's pending gate is decided on Lab 5's page")
                .isFalse();
        assertThat(lines()).isEmpty();
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-cancel"));
        click(browser, "consent-cancel");
        waitFor(browser).until(d -> !present(d, "consent-cancel"));
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-confirm"));
        click(browser, "consent-confirm");
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));

        waitFor(browser).until(d -> lines().size() == 1);
        assertThat(lines())
                .singleElement()
                .satisfies(
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 4"));
        assertThat(text(browser, "wire-log-scope")).startsWith("Lab 4's effects only.");
        assertThat(browser.findElement(By.id("exercise-step-3")).getAttribute("data-state"))
                .isEqualTo("done");
        assertThat(text(browser, "exercise-step-3")).contains("exactly one DELETE of it reaches Lab 4's wire");
        assertThat(wireSize()).as("the sandbox's wire holds all three").isEqualTo(3);
        shoot("lab4-wire-own", new Dimension(1400, 900));
        shoot("lab4-wire-own-1024", new Dimension(1024, 768));

        click(browser, "wire-log-whole-sandbox");
        waitFor(browser).until(d -> lines().size() == 3);
        assertThat(browser.findElement(By.id("wire-log-whole-sandbox")).getAttribute("aria-pressed"))
                .isEqualTo("true");
        assertThat(lines())
                .satisfiesExactly(
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 5"),
                        line -> assertThat(line)
                                .contains("POST /api/cart/items")
                                .endsWith("· Lab 2"),
                        line -> assertThat(line).contains("DELETE /api/account").endsWith("· Lab 4"));
        shoot("lab4-wire-whole-sandbox", new Dimension(1400, 900));
        shoot("lab4-wire-whole-sandbox-1024", new Dimension(1024, 768));
    }

    private void stepUntilTheWireHas(int entries) {
        for (int step = 0; step < 8 && wireSize() < entries; step++) {
            String before = text(browser, "lifecycle-step-counter");
            click(browser, "lifecycle-step");
            waitFor(browser).until(d -> !text(d, "lifecycle-step-counter").equals(before) || wireSize() >= entries);
        }
        assertThat(wireSize()).isEqualTo(entries);
    }

    private int wireSize() {
        return JsonMapper.shared().readTree(export(browser)).get("wire").size();
    }

    private List<String> lines() {
        return browser.findElements(By.cssSelector("#wire-log li")).stream()
                .map(WebElement::getText)
                .toList();
    }

    /** The wire in view at this window size, for a person to look at. */
    private void shoot(String name, Dimension size) throws Exception {
        viewport(browser, size);
        ((org.openqa.selenium.JavascriptExecutor) browser)
                .executeScript("document.getElementById('wire-log').scrollIntoView({block: 'center'})");
        screenshot(browser, name);
    }
}
