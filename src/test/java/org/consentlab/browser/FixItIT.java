package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.click;
import static org.consentlab.browser.BrowserTestSupport.present;
import static org.consentlab.browser.BrowserTestSupport.screenshot;
import static org.consentlab.browser.BrowserTestSupport.text;
import static org.consentlab.browser.BrowserTestSupport.viewport;
import static org.consentlab.browser.BrowserTestSupport.waitFor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.consentlab.fixit.Challenges;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Find it, fix it in Chromium: one challenge answered wrong, then right, by mouse, the twin pair's
 * wires shown after; axe-core on the page with lines marked and a fix chosen, at both screen sizes;
 * another challenge by keyboard alone; done read back from the records on the index.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class FixItIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    private final Challenges challenges = new Challenges();

    @Test
    void oneFunctionByMouseWrongThenRightThenTheWiresSideBySide() throws Exception {
        Challenges.Prepared challenge = challenges.prepared("one-function").orElseThrow();
        browser.get(chromium.url("/fix-it"));
        waitFor(browser).until(d -> present(d, "fixit-index"));
        assertThat(text(browser, "fixit-status-one-function")).isEqualTo("open");
        click(browser, "fixit-one-function");
        waitFor(browser).until(d -> present(d, "fixit-line-1"));

        click(browser, "fixit-line-1");
        click(browser, "fixit-find-check");
        waitFor(browser).until(d -> "false".equals(result(d).getDomAttribute("data-right")));
        assertThat(text(browser, "fixit-result")).startsWith("Not these");
        assertThat(present(browser, "fixit-fix-1")).isFalse();
        click(browser, "fixit-line-1");
        waitFor(browser).until(d -> "false".equals(pressed("fixit-line-1")));
        for (int line : challenge.snippet().culprits()) {
            click(browser, "fixit-line-" + line);
        }
        click(browser, "fixit-find-check");
        waitFor(browser).until(d -> "true".equals(result(d).getDomAttribute("data-right")));
        assertThat(text(browser, "fixit-result")).startsWith("Found:");

        int right = challenge.right() + 1;
        int wrong = right == 1 ? 2 : 1;
        click(browser, "fixit-fix-" + wrong);
        waitFor(browser).until(d -> "true".equals(pressed("fixit-fix-" + wrong)));
        List<String> violations = new ArrayList<>();
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            Thread.sleep(400);
            scrollTo("fixit-symptom");
            screenshot(browser, "fixit-one-function-code-" + size.getWidth());
            scrollTo("fixit-fixes");
            screenshot(browser, "fixit-one-function-fixes-" + size.getWidth());
            violations.addAll(AxeCheck.violations(
                    browser,
                    "/fix-it/one-function with lines marked and a fix chosen at " + size.getWidth() + "×"
                            + size.getHeight()));
        }
        assertThat(violations).isEmpty();
        click(browser, "fixit-fix-check");
        waitFor(browser).until(d -> text(d, "fixit-result").startsWith("Not this one."));
        assertThat(text(browser, "exercise-status")).isEqualTo("open");

        click(browser, "fixit-fix-" + right);
        click(browser, "fixit-fix-check");
        waitFor(browser).until(d -> text(d, "fixit-result").startsWith("Right: this fix holds."));
        waitFor(browser).until(d -> text(d, "exercise-status").equals("done"));

        click(browser, "demo-run");
        waitFor(browser)
                .until(d -> "done".equals(d.findElement(By.id("demo-progress")).getDomAttribute("data-run")));
        assertThat(text(browser, "demo-wrong-verdict")).isEqualTo("FAIL");
        assertThat(text(browser, "demo-correct-verdict")).isEqualTo("PASS");
        assertThat(text(browser, "demo-wrong-wire")).contains("DELETE /api/account");
        assertThat(text(browser, "demo-correct-wire")).doesNotContain("DELETE /api/account");
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            Thread.sleep(400);
            scrollTo("demo-wrong");
            screenshot(browser, "fixit-one-function-wires-" + size.getWidth());
        }

        browser.get(chromium.url("/fix-it"));
        waitFor(browser).until(d -> present(d, "fixit-index"));
        assertThat(text(browser, "fixit-status-one-function")).isEqualTo("done");
        screenshot(browser, "fixit-index");
    }

    @Test
    void wrongRowByKeyboardAlone() throws Exception {
        Challenges.Prepared challenge = challenges.prepared("wrong-row").orElseThrow();
        // Reached from its lab page, as a learner on Lab 6 would.
        browser.get(chromium.url("/labs/reports"));
        waitFor(browser).until(d -> present(d, "fixit-open-wrong-row"));
        ((org.openqa.selenium.JavascriptExecutor) browser)
                .executeScript("document.getElementById('fixit-link').scrollIntoView({block: 'center'})");
        screenshot(browser, "fixit-link-lab6");
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("window.scrollTo(0, 0)");
        Keyboard.activate(browser, "fixit-open-wrong-row");
        waitFor(browser).until(d -> present(d, "fixit-line-1"));
        Set<Integer> culprits = new TreeSet<>(challenge.snippet().culprits());
        for (int line : culprits) {
            Keyboard.tabTo(browser, "fixit-line-" + line);
            Keyboard.press(browser, Keys.SPACE);
            waitFor(browser).until(d -> "true".equals(pressed("fixit-line-" + line)));
        }
        Keyboard.activate(browser, "fixit-find-check");
        waitFor(browser).until(d -> "true".equals(result(d).getDomAttribute("data-right")));

        int right = challenge.right() + 1;
        Keyboard.tabTo(browser, "fixit-fix-" + right);
        Keyboard.press(browser, Keys.SPACE);
        waitFor(browser).until(d -> "true".equals(pressed("fixit-fix-" + right)));
        Keyboard.activate(browser, "fixit-fix-check");
        waitFor(browser).until(d -> text(d, "fixit-result").startsWith("Right: this fix holds."));
        waitFor(browser).until(d -> text(d, "exercise-status").equals("done"));
        screenshot(browser, "fixit-wrong-row-keyboard");

        browser.get(chromium.url("/fix-it"));
        waitFor(browser).until(d -> present(d, "fixit-index"));
        assertThat(text(browser, "fixit-status-wrong-row")).isEqualTo("done");
        assertThat(text(browser, "fixit-status-one-function")).isEqualTo("open");
        List<String> violations = new ArrayList<>();
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            Thread.sleep(400);
            violations.addAll(AxeCheck.violations(browser, "/fix-it at " + size.getWidth() + "×" + size.getHeight()));
        }
        assertThat(violations).isEmpty();
    }

    private static org.openqa.selenium.WebElement result(WebDriver driver) {
        return driver.findElement(By.id("fixit-result"));
    }

    private void scrollTo(String id) {
        ((org.openqa.selenium.JavascriptExecutor) browser)
                .executeScript("document.getElementById(arguments[0]).scrollIntoView({block: 'start'})", id);
    }

    private String pressed(String id) {
        return browser.findElement(By.id(id)).getDomAttribute("aria-pressed");
    }
}
