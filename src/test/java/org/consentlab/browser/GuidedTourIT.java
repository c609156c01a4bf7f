package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;
import static org.consentlab.browser.Keyboard.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The guided tour of Lab 4 finished from the keyboard alone in real Chromium: started on the
 * index, each step reached by the learner's own Tab and Enter on the lab's controls (the agent is
 * the simulated one), skipped and resumed on the way, each new step told in the live region. The
 * tour's step 2 is screenshotted at 1400×900 and 1024×768 and checked with axe.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class GuidedTourIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void theTourIsFinishedWithTheKeyboardAloneSkippedAndResumedOnTheWay() throws Exception {
        viewport(browser, new Dimension(1400, 900));
        browser.get(chromium.url("/"));
        waitFor(browser).until(d -> present(d, "tour-start"));
        screenshot(browser, "tour-start-on-index-1400x900");
        activate(browser, "tour-start");
        waitFor(browser).until(d -> present(d, "tour-step") && step().equals("1"));
        assertThat(text(browser, "tour-step")).startsWith("Step 1 of 4").contains("Simulate agent call");

        activate(browser, "simulate-agent");
        waitFor(browser).until(d -> step().equals("2"));
        assertThat(text(browser, "live-region")).contains("Guided tour. Step 2 of 4");
        assertThat(AxeCheck.violations(browser, "/labs/account with the tour at step 2"))
                .isEmpty();
        screenshot(browser, "tour-step-2-1400x900");
        viewport(browser, new Dimension(1024, 768));
        screenshot(browser, "tour-step-2-1024x768");
        assertThat(sidewaysOverflow(browser)).isZero();

        activate(browser, "consent-cancel");
        waitFor(browser).until(d -> step().equals("4"));
        assertThat(text(browser, "wire-log")).doesNotContain("DELETE");

        activate(browser, "tour-skip");
        waitFor(browser).until(d -> shown("tour-resume") && !shown("tour-step"));
        assertThat(focused(browser)).as("focus lands on Resume, not lost").isEqualTo("tour-resume");
        activate(browser, "tour-resume");
        waitFor(browser).until(d -> shown("tour-step") && step().equals("4"));
        assertThat(focused(browser)).isEqualTo("tour-skip");

        activate(browser, "simulate-agent");
        activate(browser, "consent-confirm");
        waitFor(browser).until(d -> step().equals("done"));
        assertThat(text(browser, "tour-step")).startsWith("Tour finished");
        assertThat(text(browser, "account-status")).isEqualTo("DELETED");
        assertThat(shown("tour-skip")).as("nothing left to skip").isFalse();
    }

    /** In the page and shown: a hidden Vaadin component stays in the DOM with {@code hidden}. */
    private boolean shown(String id) {
        return browser.findElements(By.id(id)).stream().anyMatch(element -> element.isDisplayed());
    }

    private String step() {
        try {
            return browser.findElement(By.id("tour-step")).getDomAttribute("data-step");
        } catch (StaleElementReferenceException | org.openqa.selenium.NoSuchElementException gone) {
            return "";
        }
    }
}
