package org.consentlab.browser;

import static org.consentlab.browser.BrowserTestSupport.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Lab 8 finished from the keyboard alone in Chromium, on a fresh sandbox ({@link DecisionsByKeyboard}):
 * the quick run for work on Lab 8; {@link KeyboardOnlyIT} plays the same after the other seven labs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "consentlab.agent.beat=PT0.1S")
class DecisionsKeyboardIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void labEightIsFinishedWithTheKeyboardAlone() throws Exception {
        browser.get(chromium.url("/labs/decisions"));
        waitFor(browser).until(d -> present(d, "exercise-panel"));
        DecisionsByKeyboard.finish(browser, chromium::url);
        screenshot(browser, "keyboard-lab8-done");
    }
}
