package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;
import static org.consentlab.browser.Keyboard.*;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Lab 4 from the keyboard: the skip link comes first, an armed gate never takes the focus (so a
 * stray Enter confirms nothing), focus lands on a defined element after Confirm and after Cancel,
 * and a gate armed over MCP is told in the page's live region, in the app's words, while the
 * person's focus stays where it was. The live region tells each dialog, decision, verdict and reset
 * once (a recorder in the page keeps every text it held), and a new page starts with it empty.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class FocusAndLiveRegionIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @LocalServerPort
    int port;

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
    void theSkipLinkComesFirstAndFocusLandsOnADefinedElementAfterCancelAndConfirm() throws Exception {
        press(browser, Keys.TAB);
        assertThat(focused(browser)).isEqualTo("skip-link");
        assertThat(text(browser, "skip-link")).isEqualTo("Skip to the lab");
        press(browser, Keys.ENTER);
        assertThat(focused(browser)).isEqualTo("main-content");

        activate(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        // The gate arrived and the focus stayed on the control the person pressed: a second Enter asks again.
        assertThat(focused(browser)).isEqualTo("simulate-agent");
        press(browser, Keys.ENTER);
        Thread.sleep(500);
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");

        activate(browser, "consent-cancel");
        waitFor(browser).until(d -> !present(d, "consent-gate"));
        waitFor(browser).until(d -> focused(d).equals("request-deletion"));

        press(browser, Keys.ENTER);
        waitFor(browser).until(d -> present(d, "consent-gate"));
        tabTo(browser, "consent-confirm");
        screenshot(browser, "lab4-focus-on-confirm");
        press(browser, Keys.ENTER);
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        waitFor(browser).until(d -> focused(d).equals("account-status"));
        assertThat(liveRegion(browser)).isEqualTo(text(browser, "consent-result"));
    }

    @Test
    void aGateArmedOverMcpIsAnnouncedAndLeavesTheFocusWhereItWas() throws Exception {
        click(browser, "connect-agent");
        waitFor(browser)
                .until(d -> !d.findElement(By.id("mcp-token"))
                        .getDomProperty("value")
                        .isBlank());
        String token = browser.findElement(By.id("mcp-token")).getDomProperty("value");
        click(browser, "connect-agent-close");
        tabTo(browser, "reset-sandbox");

        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://127.0.0.1:" + port)
                .endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                .build();
        try (McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build()) {
            client.initialize();
            McpSchema.CallToolResult answer =
                    client.callTool(new McpSchema.CallToolRequest("delete_account", Map.of()));
            assertThat(answer.content().toString()).contains("PENDING");
        }
        waitFor(browser).until(d -> present(d, "consent-gate"));
        waitFor(browser).until(d -> !liveRegion(d).isEmpty());
        assertThat(liveRegion(browser))
                .isEqualTo(
                        "A request to delete the account came by MCP. A decision is waiting: Confirm delete or Cancel.");
        assertThat(focused(browser)).isEqualTo("reset-sandbox");
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
    }

    @Test
    void resetAndNothingToDeleteAreToldOnceAndNothingCarriesOverToTheDemo() {
        record();
        click(browser, "reset-sandbox");
        waitFor(browser).until(d -> said(d).contains(RESET));
        click(browser, "request-deletion");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        click(browser, "consent-confirm");
        waitFor(browser).until(d -> text(d, "account-status").equals("DELETED"));
        click(browser, "request-deletion");
        waitFor(browser).until(d -> said(d).stream().anyMatch(t -> t.startsWith("Nothing to delete: the account of")));
        click(browser, "reset-sandbox");
        waitFor(browser).until(d -> text(d, "account-status").equals("ACTIVE"));
        waitFor(browser).until(d -> said(d).stream().filter(RESET::equals).count() == 2);

        assertThat(said(browser))
                .filteredOn(RESET::equals)
                .as("each reset told once")
                .hasSize(2);
        assertThat(said(browser))
                .filteredOn(t -> t.startsWith("A request to delete the account came from this page"))
                .as("the gate told once")
                .hasSize(1);
        assertThat(said(browser))
                .filteredOn(t -> t.startsWith("DELETED."))
                .as("the decision told once")
                .hasSize(1);
        assertThat(said(browser))
                .filteredOn(t -> t.startsWith("Nothing to delete"))
                .hasSize(1);

        // A navigation inside the app (the page is not reloaded): the demo's page starts silent.
        ((JavascriptExecutor) browser)
                .executeScript("window.notReloaded = true;"
                        + "const a = document.createElement('a'); a.href = 'demo'; a.setAttribute('router-link', '');"
                        + "a.textContent = 'demo'; document.getElementById('main-content').appendChild(a); a.click();");
        waitFor(browser).until(d -> d.getCurrentUrl().endsWith("/demo") && !present(d, "account-status"));
        assertThat(((JavascriptExecutor) browser).executeScript("return window.notReloaded === true"))
                .isEqualTo(true);
        waitFor(browser).until(d -> liveRegion(d).isEmpty());
        assertThat(liveRegion(browser))
                .as("nothing of Lab 4 is left to be read on /demo")
                .isEmpty();
    }

    @Test
    void lab5sDialogDecisionAndVerdictAreToldOnceEach() {
        browser.get(chromium.url("/labs/lifecycle"));
        waitFor(browser).until(d -> present(d, "lifecycle-play"));
        pick(browser, "lifecycle-action", "refund_order");
        pick(browser, "lifecycle-behaviour", "correct");
        record();
        click(browser, "lifecycle-play");
        waitFor(browser).until(d -> present(d, "lifecycle-confirm"));
        waitFor(browser)
                .until(d -> said(d).stream().anyMatch(t -> t.startsWith("A dialog to confirm refund_order opened:")));
        click(browser, "lifecycle-confirm");
        waitFor(browser).until(d -> text(d, "verdict").equals("PASS"));
        waitFor(browser).until(d -> said(d).stream().anyMatch(t -> t.contains("Verdict: PASS.")));
        System.out.println("Lab 5 said: " + said(browser));

        assertThat(said(browser))
                .filteredOn(t -> t.startsWith("A dialog to confirm refund_order opened:"))
                .as("the dialog told once")
                .hasSize(1);
        assertThat(said(browser))
                .filteredOn(t -> t.contains("Verdict: PASS."))
                .as("the verdict told once")
                .hasSize(1);
        assertThat(said(browser).getLast())
                .as("the decision, then the verdict it produced")
                .startsWith(text(browser, "lifecycle-decision-result"))
                .contains("Verdict: PASS.");
    }

    @Test
    void lab6sApprovalDialogAndTheRejectionAreToldOnceEach() {
        browser.get(chromium.url("/labs/reports"));
        waitFor(browser).until(d -> present(d, "agent-archive"));
        record();
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        waitFor(browser).until(d -> said(d).stream().anyMatch(t -> t.startsWith("An approval dialog opened: ")));
        click(browser, "approval-reject");
        waitFor(browser).until(d -> !present(d, "approval-card"));
        waitFor(browser).until(d -> said(d).size() >= 2);
        System.out.println("Lab 6 said: " + said(browser));

        assertThat(said(browser))
                .filteredOn(t -> t.startsWith("An approval dialog opened: "))
                .as("the dialog told once")
                .hasSize(1)
                .allMatch(t ->
                        t.contains("RPT-31") && t.endsWith("A decision is waiting: approve or reject in the dialog."));
        assertThat(said(browser).getLast()).isEqualTo(text(browser, "approval-result"));
    }

    private static final String RESET =
            "Sandbox reset: its data is back to the start, and any request that was " + "waiting was cancelled.";

    /** Keeps every text the live region holds from now on, as a screen reader would be handed them. */
    private void record() {
        ((JavascriptExecutor) browser).executeScript("""
                window.liveSaid = [];
                const region = document.getElementById('live-region');
                new MutationObserver(() => {
                  const now = region.textContent.replace(/\u00a0$/, '');
                  if (now) { window.liveSaid.push(now); }
                }).observe(region, {childList: true, characterData: true, subtree: true});""");
    }

    @SuppressWarnings("unchecked")
    private static List<String> said(WebDriver driver) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript("return window.liveSaid || [];");
    }
}
