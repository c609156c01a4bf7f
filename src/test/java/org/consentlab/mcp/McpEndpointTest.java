package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.audit.AuditRecord;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A real MCP client (the SDK's own) against the running app's {@code /mcp}, plus raw HTTP for the refusals. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "spring.datasource.url=jdbc:h2:mem:mcp-endpoint;DB_CLOSE_DELAY=-1"})
class McpEndpointTest {

    private static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    Accounts accounts;

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    @Autowired
    ToolCalls calls;

    @Autowired
    AuditLog audit;

    @Autowired
    SandboxEvents events;

    private final List<McpSyncClient> clients = new ArrayList<>();
    private SandboxId sandbox;
    private String token;

    @BeforeEach
    void sandboxWithToken() {
        sandbox = sandboxes.create();
        token = tokens.issue(sandbox);
    }

    @AfterEach
    void closeClients() {
        clients.forEach(McpSyncClient::closeGracefully);
    }

    @Test
    void toolsListMirrorsTheRegistryWithTruthfulHintsAndNoConfirmTool() {
        List<McpSchema.Tool> tools = client(token).listTools().tools();

        assertThat(tools)
                .extracting(McpSchema.Tool::name)
                .contains("get_account", "delete_account")
                .noneMatch(name -> name.matches("(?i).*(confirm|approve).*"));
        McpSchema.Tool delete = tools.stream()
                .filter(t -> t.name().equals("delete_account"))
                .findFirst()
                .orElseThrow();
        assertThat(delete.annotations().readOnlyHint()).isFalse();
        assertThat(delete.annotations().destructiveHint()).isTrue();
        assertThat(delete.annotations().idempotentHint()).isFalse();
        assertThat(delete.inputSchema().get("properties"))
                .asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsKey("reason");
        McpSchema.Tool read = tools.stream()
                .filter(t -> t.name().equals("get_account"))
                .findFirst()
                .orElseThrow();
        assertThat(read.annotations().readOnlyHint()).isTrue();
        assertThat(read.annotations().destructiveHint()).isFalse();
        assertThat(read.annotations().idempotentHint()).isTrue();
    }

    @Test
    void deleteAccountOverMcpOnlyArmsTheGateAndTheOpenPageIsTold() {
        AtomicInteger pageNotices = new AtomicInteger();
        var subscription = events.subscribe(sandbox, pageNotices::incrementAndGet);
        McpSyncClient client = client(token);

        McpSchema.CallToolResult read = client.callTool(McpSchema.CallToolRequest.builder("get_account")
                .arguments(Map.of())
                .build());
        McpSchema.CallToolResult delete = client.callTool(McpSchema.CallToolRequest.builder("delete_account")
                .arguments(Map.of("reason", "tidying up"))
                .build());
        subscription.remove();

        assertThat(read.isError()).isFalse();
        assertThat(text(read)).contains("ACTIVE");
        assertThat(delete.isError()).isFalse();
        assertThat(text(delete)).isEqualTo(PENDING);
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(gates.pending(sandbox))
                .singleElement()
                .satisfies(gate -> assertThat(gate.tool()).isEqualTo("delete_account"));
        assertThat(pageNotices.get()).isGreaterThanOrEqualTo(2);
        ToolCall call = calls.list(sandbox).stream()
                .filter(c -> c.tool().equals("delete_account"))
                .findFirst()
                .orElseThrow();
        assertThat(call.channel()).isEqualTo(Channel.MCP);
        assertThat(call.caller()).isEqualTo("mcp-client");
        assertThat(call.route()).isEqualTo("/mcp");
        assertThat(call.sessionRef()).startsWith("mcp-").isNotEqualTo("mcp-none");
        assertThat(call.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        assertThat(audit.records(sandbox)).extracting(AuditRecord::channel).contains("mcp");
    }

    @Test
    void invalidArgumentsAreAToolErrorThatNamesTheFieldAndChangeNothing() {
        McpSchema.CallToolResult result = client(token)
                .callTool(McpSchema.CallToolRequest.builder("delete_account")
                        .arguments(Map.of("reason", 5))
                        .build());

        assertThat(result.isError()).isTrue();
        assertThat(text(result))
                .contains("arguments/reason: integer found, string expected")
                .contains("Nothing was changed");
        assertThat(gates.pending(sandbox)).isEmpty();
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
    }

    @Test
    void aRetryWithTheSameIdempotencyKeyIsTheSameCall() {
        McpSyncClient client = client(token);
        Map<String, Object> meta = Map.of("idempotencyKey", "retry-1");

        McpSchema.CallToolResult first =
                client.callTool(new McpSchema.CallToolRequest("delete_account", Map.of(), meta));
        McpSchema.CallToolResult retry =
                client.callTool(new McpSchema.CallToolRequest("delete_account", Map.of(), meta));

        assertThat(text(first)).isEqualTo(PENDING);
        assertThat(text(retry)).isEqualTo(PENDING);
        assertThat(calls.list(sandbox))
                .singleElement()
                .satisfies(call -> assertThat(call.idempotencyKey()).isEqualTo("retry-1"));
        assertThat(gates.pending(sandbox)).hasSize(1);
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void aTokenOfOneSandboxNeverReachesAnother() throws Exception {
        SandboxId other = sandboxes.create();
        String otherToken = tokens.issue(other);

        client(token)
                .callTool(McpSchema.CallToolRequest.builder("delete_account")
                        .arguments(Map.of())
                        .build());

        assertThat(gates.pending(sandbox)).hasSize(1);
        assertThat(gates.pending(other)).isEmpty();
        assertThat(calls.list(other)).isEmpty();

        McpHttp.Response init = McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + token));
        String sessionOfA = init.header("Mcp-Session-Id");
        assertThat(init.status()).isEqualTo(200);
        assertThat(sessionOfA).isNotBlank();
        McpHttp.Response hijack = McpHttp.post(
                port,
                McpHttp.LIST_TOOLS,
                Map.of("Authorization", "Bearer " + otherToken, "Mcp-Session-Id", sessionOfA));
        assertThat(hijack.status()).isEqualTo(403);
        McpHttp.Response own = McpHttp.post(
                port, McpHttp.LIST_TOOLS, Map.of("Authorization", "Bearer " + token, "Mcp-Session-Id", sessionOfA));
        assertThat(own.status()).isEqualTo(200);
        assertThat(own.body()).contains("delete_account");
    }

    @Test
    void missingUnknownAndRevokedTokensGet401() throws Exception {
        assertThat(McpHttp.post(port, McpHttp.INITIALIZE, Map.of()).status()).isEqualTo(401);
        McpHttp.Response unknown =
                McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer clab_made-up"));
        assertThat(unknown.status()).isEqualTo(401);
        assertThat(unknown.header("WWW-Authenticate")).startsWith("Bearer");

        String old = token;
        token = tokens.issue(sandbox);
        assertThat(McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + old))
                        .status())
                .isEqualTo(401);
        assertThat(McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + token))
                        .status())
                .isEqualTo(200);
    }

    @Test
    void aForeignOriginOrRebindingHostGets403EvenWithAGoodToken() throws Exception {
        String bearer = "Bearer " + token;
        assertThat(McpHttp.post(
                                port,
                                McpHttp.INITIALIZE,
                                Map.of("Authorization", bearer, "Origin", "https://evil.example"))
                        .status())
                .isEqualTo(403);
        assertThat(McpHttp.post(
                                port,
                                McpHttp.INITIALIZE,
                                Map.of("Authorization", bearer, "Host", "evil.example:" + port))
                        .status())
                .isEqualTo(403);
        assertThat(McpHttp.post(
                                port,
                                McpHttp.INITIALIZE,
                                Map.of("Authorization", bearer, "Origin", "http://127.0.0.1:" + port))
                        .status())
                .isEqualTo(200);
        assertThat(calls.list(sandbox)).isEmpty();
    }

    @Test
    void aClosedSessionIsForgotten() throws Exception {
        Map<String, String> auth = Map.of("Authorization", "Bearer " + token);
        String session = McpHttp.post(port, McpHttp.INITIALIZE, auth).header("Mcp-Session-Id");
        Map<String, String> inSession = Map.of("Authorization", "Bearer " + token, "Mcp-Session-Id", session);

        assertThat(McpHttp.send(port, "DELETE", "", inSession).status()).isEqualTo(200);
        assertThat(McpHttp.post(port, McpHttp.LIST_TOOLS, inSession).status()).isEqualTo(404);
    }

    @Test
    void anUnboundSessionIdIsNotFound() throws Exception {
        McpHttp.Response response = McpHttp.post(
                port,
                McpHttp.LIST_TOOLS,
                Map.of("Authorization", "Bearer " + token, "Mcp-Session-Id", "made-up-session"));
        assertThat(response.status()).isEqualTo(404);
    }

    private McpSyncClient client(String bearer) {
        McpSyncClient client = McpClients.of(port, bearer);
        clients.add(client);
        client.initialize();
        return client;
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().getFirst()).text();
    }
}
