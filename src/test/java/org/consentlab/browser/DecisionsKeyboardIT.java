package org.consentlab.browser;

import static org.consentlab.browser.BrowserTestSupport.*;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Lab 8 finished from the keyboard alone in Chromium, on a fresh sandbox ({@link DecisionsByKeyboard}):
 * the quick run for work on Lab 8; {@link KeyboardOnlyIT} plays the same after the other seven labs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "consentlab.agent.beat=PT0.1S")
class DecisionsKeyboardIT {

    @LocalServerPort int port;
    WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser = newChromium();
    }

    @AfterEach
    void close() {
        browser.quit();
    }

    @Test
    void labEightIsFinishedWithTheKeyboardAlone() throws Exception {
        browser.get(url("/labs/decisions"));
        waitFor(browser).until(d -> present(d, "exercise-panel"));
        DecisionsByKeyboard.finish(browser, this::url);
        screenshot(browser, "keyboard-lab8-done");
    }

    private String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }
}
