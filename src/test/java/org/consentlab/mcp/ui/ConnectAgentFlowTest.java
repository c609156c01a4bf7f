package org.consentlab.mcp.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Map;
import org.consentlab.mcp.McpTokens;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The whole story as a new user meets it: copy the token from the dialog, point a real MCP client
 * at the endpoint, ask for the deletion, see the gate arrive in the open page, press Cancel.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "server.address=127.0.0.1",
            "spring.datasource.url=jdbc:h2:mem:connect-agent-flow;DB_CLOSE_DELAY=-1"
        })
class ConnectAgentFlowTest extends SpringBrowserlessTest {

    @LocalServerPort
    int port;

    @Autowired
    McpTokens tokens;

    @Autowired
    WireLog wire;

    @Test
    void anAgentConfiguredFromTheDialogOnlyArmsTheGateAndTheLearnersCancelKeepsTheAccount() {
        navigate("labs/account", Component.class);
        test(find(Button.class).id(ConnectAgentButton.ID)).click();
        String token = find(TextField.class).id("mcp-token").getValue();
        String path = URI.create(find(TextField.class).id("mcp-url").getValue()).getPath();
        SandboxId sandbox = tokens.sandboxOf(token).orElseThrow();
        test(find(Button.class).id("connect-agent-close")).click();
        assertThat(find(Div.class).withId("consent-gate").all()).isEmpty();

        McpSchema.CallToolResult answer;
        try (McpSyncClient agent = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port)
                        .endpoint(path)
                        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                        .build())
                .requestTimeout(Duration.ofSeconds(20))
                .build()) {
            agent.initialize();
            assertThat(agent.listTools().tools())
                    .extracting(McpSchema.Tool::name)
                    .contains("delete_account");
            answer = agent.callTool(McpSchema.CallToolRequest.builder("delete_account")
                    .arguments(Map.of())
                    .build());
        }
        assertThat(((McpSchema.TextContent) answer.content().getFirst()).text())
                .isEqualTo("PENDING. A human must confirm in the page. Nothing deleted yet.");

        roundTrip(); // runs the page update that the server push delivered while the agent called
        assertThat(find(Paragraph.class).id("consent-consequence").getText())
                .contains("Ada Lovelace", "cannot be undone");
        test(find(Button.class).id("consent-cancel")).click();

        assertThat(find(Paragraph.class).id("consent-result").getText())
                .isNotBlank()
                .doesNotStartWith("Ignored");
        assertThat(find(Span.class).id("account-status").getText()).isEqualTo("ACTIVE");
        assertThat(find(Div.class).withId("consent-gate").all()).isEmpty();
        assertThat(wire.entries(sandbox)).isEmpty();
    }
}
