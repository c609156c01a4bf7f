package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A runaway agent is told to slow down, per sandbox, and its refused calls leave nothing behind. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "server.address=127.0.0.1",
            "spring.datasource.url=jdbc:h2:mem:mcp-rate-limit;DB_CLOSE_DELAY=-1",
            // A bucket of three that refills once an hour: the fourth call in a row is over the limit.
            "consentlab.agent.rate-limit.burst=3",
            "consentlab.agent.rate-limit.calls=1",
            "consentlab.agent.rate-limit.per=PT1H"
        })
class McpRateLimitTest {

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    ToolCalls calls;

    private final List<McpSyncClient> clients = new ArrayList<>();

    @AfterEach
    void closeClients() {
        clients.forEach(McpSyncClient::closeGracefully);
    }

    @Test
    void anAgentOverItsSandboxsLimitIsToldToSlowDownAndNothingIsRecorded() {
        SandboxId runaway = sandboxes.create();
        SandboxId neighbour = sandboxes.create();
        McpSyncClient agent = client(tokens.issue(runaway));
        for (int i = 0; i < 3; i++) {
            assertThat(read(agent).isError()).isFalse();
        }

        McpSchema.CallToolResult refused = read(agent);

        assertThat(refused.isError()).isTrue();
        assertThat(((McpSchema.TextContent) refused.content().getFirst()).text())
                .startsWith("SLOW DOWN:")
                .contains("nothing was recorded or changed");
        assertThat(calls.newest(runaway, 10)).hasSize(3);
        // Another sandbox's agent has a bucket of its own.
        assertThat(read(client(tokens.issue(neighbour))).isError()).isFalse();
    }

    private static McpSchema.CallToolResult read(McpSyncClient client) {
        return client.callTool(new McpSchema.CallToolRequest("get_account", Map.of()));
    }

    private McpSyncClient client(String bearer) {
        McpSyncClient client = McpClients.of(port, bearer);
        clients.add(client);
        client.initialize();
        return client;
    }
}
