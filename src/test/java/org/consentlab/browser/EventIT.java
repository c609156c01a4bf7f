package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The event's must-show flow in real Chromium: a learner finishes Labs 4 and 6 and reveals a hint,
 * copies the continue code, and in a fresh browser restores it: the board there shows both done and
 * the hint used, and the new sandbox's wire is empty. A tampered code is refused. The board has no
 * axe violations at either screen size.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class EventIT {

    static final List<Dimension> SIZES = List.of(new Dimension(1400, 900), new Dimension(1024, 768));

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void progressTravelsByContinueCodeAndNothingIsReplayed() throws Exception {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "exercise-panel"));
        click(browser, "simulate-agent");
        click(browser, "consent-cancel");
        click(browser, "simulate-agent");
        click(browser, "consent-confirm");
        waitFor(browser).until(d -> status(d).equals("done"));

        browser.get(chromium.url("/labs/reports"));
        waitFor(browser).until(d -> present(d, "hint-reveal"));
        click(browser, "hint-reveal");
        waitFor(browser).until(d -> present(d, "hint-1"));
        for (Dimension size : SIZES) {
            viewport(browser, size);
            ((org.openqa.selenium.JavascriptExecutor) browser)
                    .executeScript("document.getElementById('hint-1').scrollIntoView({block: 'center'})");
            Thread.sleep(300);
            screenshot(browser, "event-hint-revealed-" + size.getWidth());
        }
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        click(browser, "approval-reject");
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        click(browser, "approval-approve-once");
        waitFor(browser).until(d -> status(d).equals("done"));

        browser.get(chromium.url("/score-board"));
        waitFor(browser).until(d -> present(d, "score-board"));
        assertThat(state(browser, "lab-4")).isEqualTo("done");
        assertThat(state(browser, "lab-6")).isEqualTo("done");
        List<String> violations = new ArrayList<>();
        for (Dimension size : SIZES) {
            viewport(browser, size);
            Thread.sleep(400);
            screenshot(browser, "event-score-board-" + size.getWidth());
            violations.addAll(AxeCheck.violations(browser, "/score-board at " + size.getWidth()));
        }
        assertThat(violations).isEmpty();
        String code = text(browser, "continue-code");

        WebDriver fresh = chromium.open();
        fresh.get(chromium.url("/score-board"));
        waitFor(fresh).until(d -> present(d, "continue-code-input"));
        assertThat(text(fresh, "sandbox-badge")).isNotEqualTo(text(browser, "sandbox-badge"));
        int dot = code.indexOf('.');
        String tampered =
                code.substring(0, dot - 2) + (code.charAt(dot - 2) == 'x' ? 'y' : 'x') + code.substring(dot - 1);
        restore(fresh, tampered);
        waitFor(fresh).until(d -> text(d, "continue-code-result").contains("Nothing was restored"));
        assertThat(state(fresh, "lab-4")).isEqualTo("open");

        restore(fresh, code);
        waitFor(fresh).until(d -> text(d, "continue-code-result").contains("Restored as done: lab-4, lab-6."));
        assertThat(text(fresh, "continue-code-result")).contains("Hints restored as used: 1.");
        waitFor(fresh)
                .until(d ->
                        state(d, "lab-4").equals("done") && state(d, "lab-6").equals("done"));
        assertThat(text(fresh, "score-board-row-lab-6")).contains("1 of 3");
        screenshot(fresh, "event-score-board-restored");

        fresh.get(chromium.url("/labs/account"));
        waitFor(fresh).until(d -> present(d, "wire-log-whole-sandbox"));
        click(fresh, "wire-log-whole-sandbox");
        waitFor(fresh).until(d -> text(d, "wire-log-scope").startsWith("The whole sandbox"));
        assertThat(text(fresh, "wire-log")).doesNotContain("/api/");
        assertThat(text(fresh, "account-status")).isEqualTo("ACTIVE");
    }

    private static void restore(WebDriver driver, String code) {
        typeInto(driver, "#continue-code-input", code);
        click(driver, "continue-code-restore");
    }

    private static String state(WebDriver driver, String id) {
        return driver.findElement(By.id("score-board-row-" + id)).getDomAttribute("data-state");
    }

    private static String status(WebDriver driver) {
        return driver.findElement(By.id("exercise-status")).getDomProperty("textContent");
    }
}
