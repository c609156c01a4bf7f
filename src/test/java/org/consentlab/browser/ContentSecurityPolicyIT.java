package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import java.util.Map;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.security.SecurityHeaders;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every page renders in real Chromium under the Content-Security-Policy, with not one violation
 * reported, and server push still reaches an open page; a sandbox cookie the server never issued
 * is replaced before any page uses it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ContentSecurityPolicyIT {

    private static final List<String> PAGES = List.of(
            "/",
            "/labs/registration",
            "/labs/cart",
            "/labs/product",
            "/labs/account",
            "/labs/lifecycle",
            "/labs/reports",
            "/audit",
            "/login",
            "/approvals");

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Autowired
    ToolCallService service;

    @Autowired
    Sandboxes sandboxes;

    @Chromium.Browser
    ChromeDriver browser;

    @BeforeEach
    void open() throws Exception {
        // Collect every CSP violation from the first script on, in every document the browser opens.
        browser.executeCdpCommand(
                "Page.addScriptToEvaluateOnNewDocument",
                Map.of(
                        "source",
                        "window.__cspViolations = [];"
                                + "document.addEventListener('securitypolicyviolation',"
                                + " e => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));"));
    }

    @Test
    void everyPageRendersWithoutAViolationAndPushStillArrives() throws Exception {
        for (String page : PAGES) {
            browser.get(chromium.url(page));
            waitFor(browser).until(d -> present(d, "sandbox-badge") && vaadinIdle());
            assertThat(violations()).as(page).isEmpty();
        }

        browser.get(chromium.url("/labs/account"));
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
        SandboxId sandbox = sandbox();
        // An agent elsewhere arms the gate; the open page learns of it by push alone.
        service.invoke(new ToolCallRequest(
                sandbox, Channel.MCP, "mcp-client", "delete_account", "{}", null, "csp-it", "/mcp"));
        waitFor(browser).until(d -> present(d, "consent-gate"));
        screenshot(browser, "csp-push-gate");
        assertThat(violations()).isEmpty();
    }

    @Test
    void aForgedSandboxCookieIsReplacedAndNeverBecomesASandbox() throws Exception {
        browser.get(chromium.url("/login"));
        waitFor(browser).until(d -> present(d, "sandbox-badge"));
        String forged = "0badc0de-0000-4000-8000-0000000000ff";
        // A browser that arrives with only the planted cookie (no session that already knows a sandbox).
        browser.manage().deleteAllCookies();
        browser.manage().addCookie(new Cookie(SandboxCookie.NAME, forged, "/"));

        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "account-status"));

        assertThat(sandbox().value()).isNotEqualTo(forged);
        assertThat(sandboxes.exists(sandbox())).isTrue();
        assertThat(sandboxes.exists(new SandboxId(forged))).isFalse();
        assertThat(export(browser)).contains(sandbox().value()).doesNotContain(forged);
    }

    @Test
    void theBrowserSeesThePolicyItIsHeldTo() {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "account-status"));
        Object policy = ((JavascriptExecutor) browser)
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                        + "fetch(location.href).then(r => done(r.headers.get('content-security-policy')));");
        assertThat(policy).isEqualTo(SecurityHeaders.PAGE_POLICY);
    }

    private boolean vaadinIdle() {
        return Boolean.TRUE.equals(((JavascriptExecutor) browser)
                .executeScript(
                        "return !!window.Vaadin && !!window.Vaadin.Flow && Object.values(window.Vaadin.Flow.clients)"
                                + ".every(c => !c.isActive || !c.isActive())"));
    }

    @SuppressWarnings("unchecked")
    private List<String> violations() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return window.__cspViolations || []");
    }

    private SandboxId sandbox() {
        String value = browser.manage().getCookieNamed(SandboxCookie.NAME).getValue();
        return SandboxId.parse(value.substring(0, value.indexOf('.'))).orElseThrow();
    }
}
