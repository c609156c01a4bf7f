package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A class in real Chromium: an instructor and three learners, each in their own browser, plus a
 * fourth learner outside the class. Learners join by code; one finishes Lab 4 and the instructor's
 * overview turns that cell {@code done} within a second, pushed, with no reload; a class-wide
 * failure mode reaches exactly the class, a learner-scoped one exactly that learner.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClassroomIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Test
    void aClassJoinsByCodeIsWatchedLiveAndSuffersOnlyItsOwnFailureModes() throws Exception {
        WebDriver instructor = open("/instructor");
        signIn(instructor, "instructor", "teach-locally");
        waitFor(instructor).until(d -> present(d, "class-name"));
        String code = openClass(instructor, "Tuesday consent");
        assertThat(text(instructor, "class-join-url")).endsWith("/join/" + code);

        List<WebDriver> learners = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int n = 1; n <= 3; n++) {
            WebDriver learner = open("/join");
            if (n == 1) {
                waitFor(learner).until(d -> present(d, "join-code"));
                screenshots(learner, "join");
            }
            type(learner, "join-code", code);
            type(learner, "join-name", "Learner " + n);
            click(learner, "join-submit");
            waitFor(learner)
                    .until(d ->
                            present(d, "class-badge") && text(d, "class-badge").equals("class Tuesday consent"));
            learners.add(learner);
            ids.add(text(learner, "sandbox-badge").replace("sandbox ", ""));
        }
        WebDriver outsider = open("/");
        for (String id : ids) {
            waitFor(instructor).until(d -> present(d, "learner-row-" + id));
        }
        screenshots(instructor, "instructor-class-of-three");

        // Lab 4 as its own test does it: the agent asks, Cancel; the agent asks again, Confirm.
        WebDriver first = learners.getFirst();
        first.get(chromium.url("/labs/account"));
        for (String decision : List.of("consent-cancel", "consent-confirm")) {
            click(first, "simulate-agent");
            waitFor(first).until(d -> present(d, "consent-gate"));
            click(first, decision);
            waitFor(first).until(d -> !present(d, "consent-gate"));
        }
        ((JavascriptExecutor) instructor).executeScript("window.notReloaded = true");
        waitFor(first)
                .until(d -> text(d, "account-status").equals("DELETED")
                        && text(d, "exercise-status").equals("done"));
        long seen = System.nanoTime();
        // The overview redraws the learner's row while it is read: a cell replaced between its lookup
        // and its text is looked up again on the next poll.
        new WebDriverWait(instructor, Duration.ofSeconds(1), Duration.ofMillis(50))
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "learner-" + ids.getFirst() + "-lab-4").equals("done"));
        long millis = (System.nanoTime() - seen) / 1_000_000;
        System.out.println("overview cell turned done " + millis + " ms after the learner's page showed done");
        assertThat(((JavascriptExecutor) instructor).executeScript("return window.notReloaded === true"))
                .isEqualTo(true);
        assertThat(text(instructor, "class-finished-lab-4")).isEqualTo("1/3");
        assertThat(text(instructor, "learner-" + ids.get(1) + "-lab-4")).isEqualTo("open");

        // no-gate changes Lab 6 only: the learners open it; the first stays on Lab 4 a moment, which it leaves alone.
        for (WebDriver learner : learners.subList(1, learners.size())) {
            learner.get(chromium.url("/labs/reports"));
            waitFor(learner).until(d -> present(d, "agent-archive"));
        }
        assertThat(text(instructor, "failure-mode-no-gate-labs")).isEqualTo("changes Lab 6");
        toggle(instructor, "failure-mode-no-gate", true);
        waitFor(learners.get(1)).until(d -> present(d, "failure-banner"));
        assertThat(present(first, "failure-banner"))
                .as("not on Lab 4, which no-gate does not change")
                .isFalse();
        first.get(chromium.url("/labs/reports"));
        waitFor(first).until(d -> present(d, "agent-archive"));
        ((JavascriptExecutor) instructor)
                .executeScript("document.getElementById('class-overview').scrollIntoView({block: 'start'})");
        screenshots(instructor, "instructor-overview-and-switches");
        for (WebDriver learner : learners) {
            waitFor(learner)
                    .until(d -> present(d, "failure-banner")
                            && text(d, "failure-banner").contains("no-gate"));
        }
        screenshots(learners.getFirst(), "learner-failure-banner");
        assertThat(AxeCheck.violations(learners.getFirst(), "Lab 6 under the failure-mode banner"))
                .isEmpty();
        outsider.get(chromium.url("/labs/reports"));
        waitFor(outsider).until(d -> present(d, "agent-archive"));
        assertThat(present(outsider, "failure-banner"))
                .as("nobody outside the class")
                .isFalse();

        toggle(instructor, "failure-mode-no-gate", false);
        for (WebDriver learner : learners) {
            waitFor(learner).until(d -> !present(d, "failure-banner"));
        }
        pick(instructor, "failure-scope", "Learner 2 (" + ids.get(1) + ")");
        toggle(instructor, "failure-mode-wrong-row", true);
        waitFor(learners.get(1))
                .until(d -> present(d, "failure-banner")
                        && text(d, "failure-banner").contains("wrong-row"));
        for (WebDriver other : List.of(learners.get(0), learners.get(2), outsider)) {
            other.navigate().refresh();
            waitFor(other).until(d -> present(d, "agent-archive"));
            assertThat(present(other, "failure-banner"))
                    .as("only the learner picked")
                    .isFalse();
        }
    }

    /** At the two sizes a projector and a small laptop show. */
    private static void screenshots(WebDriver browser, String name) throws Exception {
        for (Dimension size : List.of(new Dimension(1024, 768), new Dimension(1400, 900))) {
            browser.manage().window().setSize(size);
            Thread.sleep(300);
            screenshot(browser, name + "-" + size.getWidth());
        }
    }

    /** Clicks a switch and waits until the page shows it in the wanted position. */
    private static void toggle(WebDriver browser, String id, boolean on) {
        click(browser, id);
        waitFor(browser).until(d -> (d.findElement(By.id(id)).getDomAttribute("checked") != null) == on);
    }

    private WebDriver open(String path) throws Exception {
        WebDriver browser = chromium.open();
        browser.get(chromium.url(path));
        return browser;
    }
}
