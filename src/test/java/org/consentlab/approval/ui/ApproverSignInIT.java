package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.net.URI;
import org.consentlab.browser.Chromium;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The approver's sign-in in real Chromium, through Vaadin's LoginForm as the production bundle
 * ships it, with the local default account (no approver is configured here).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ApproverSignInIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    WebDriver browser;

    @Test
    void theApproverSignsInSeesTheApprovalsAndSignsOut() throws Exception {
        browser.get(chromium.url("/approvals"));
        waitFor(browser).until(d -> present(d, "approver-login") && present(d, "login-explainer"));
        assertThat(path()).isEqualTo("/login");
        assertThat(present(browser, "approvals-list")).isFalse();

        signIn(browser, "approver", "not-the-password");
        waitFor(browser).until(d -> "true".equals(form(d).getDomProperty("error")));
        assertThat(browser.getCurrentUrl()).endsWith("/login?error");
        screenshot(browser, "approver-sign-in-error");

        signIn(browser, "approver", "approve-locally");
        waitFor(browser).until(d -> present(d, "approver-name"));
        assertThat(path()).isEqualTo("/approvals");
        assertThat(text(browser, "approver-name")).isEqualTo("Signed in as approver");
        // The list spans every sandbox of the class, so another test's waiting approval may be in it.
        assertThat(present(browser, "approvals-list")).isTrue();
        screenshot(browser, "approvals-signed-in");

        click(browser, "approver-sign-out");
        waitFor(browser).until(d -> !present(d, "approver-name") && path().equals("/"));
        browser.get(chromium.url("/approvals"));
        waitFor(browser).until(d -> present(d, "approver-login"));
        assertThat(path()).isEqualTo("/login");
    }

    private static WebElement form(WebDriver driver) {
        return driver.findElement(By.id("approver-login"));
    }

    private String path() {
        return URI.create(browser.getCurrentUrl()).getPath();
    }
}
