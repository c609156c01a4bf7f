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
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Lab 4 from the keyboard: the skip link comes first, an armed gate never takes the focus (so a
 * stray Enter confirms nothing), focus lands on a defined element after Confirm and after Cancel,
 * and a gate armed over MCP is told in the page's live region, in the app's words, while the
 * person's focus stays where it was.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class FocusAndLiveRegionIT {

    @RegisterExtension final Chromium chromium = new Chromium();
    @LocalServerPort int port;
    @Chromium.Browser WebDriver browser;

    @BeforeEach
    void open() throws Exception {
        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "account-status") && text(d, "account-status").equals("ACTIVE"));
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
        waitFor(browser).until(d -> !d.findElement(By.id("mcp-token")).getDomProperty("value").isBlank());
        String token = browser.findElement(By.id("mcp-token")).getDomProperty("value");
        click(browser, "connect-agent-close");
        tabTo(browser, "reset-sandbox");

        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport
                .builder("http://127.0.0.1:" + port).endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token)).build();
        try (McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build()) {
            client.initialize();
            McpSchema.CallToolResult answer = client.callTool(new McpSchema.CallToolRequest("delete_account", Map.of()));
            assertThat(answer.content().toString()).contains("PENDING");
        }
        waitFor(browser).until(d -> present(d, "consent-gate"));
        waitFor(browser).until(d -> !liveRegion(d).isEmpty());
        assertThat(liveRegion(browser))
                .isEqualTo("A request to delete the account came by MCP. A decision is waiting: Confirm delete or Cancel.");
        assertThat(focused(browser)).isEqualTo("reset-sandbox");
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
    }
}
