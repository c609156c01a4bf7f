package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.util.ReflectionTestUtils;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One token cannot fill the heap with MCP sessions: a client name of 200 KB is refused by name, a
 * sandbox holds at most ten sessions, {@code initialize} is rate-limited, and the node holds at
 * most {@code in-all} sessions, each within the memory docs/security.md gives. The heap is measured
 * after full collections in this very JVM (the server runs in it).
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "server.address=127.0.0.1",
            "spring.datasource.url=jdbc:h2:mem:mcp-session-limits;DB_CLOSE_DELAY=-1",
            "consentlab.mcp.sessions.in-all=" + McpSessionLimitsTest.IN_ALL
        })
class McpSessionLimitsTest {

    static final int IN_ALL = 400;
    private static final int PER_SANDBOX = 10;
    /** What docs/security.md gives as the most one session (with the largest initialize accepted) keeps. */
    static final long SESSION_CEILING_BYTES = 16 * 1024;
    /** What else a busy server allocates and keeps between two measurements (caches, pools, logs). */
    /** How far this JVM's heap moved between runs with the same calls, apart from what they keep. */
    private static final long HEAP_NOISE_BYTES = 4L * 1024 * 1024;
    /** The initialize calls with a 200 KB client name: one before the limit, and every second one of 300 after. */
    private static final int REFUSED_NAMES = 1 + 150;

    private static final JsonMapper JSON = JsonMapper.shared();

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    McpSessionBindings bindings;

    @Autowired
    HttpServletStreamableServerTransportProvider transport;

    @Test
    void oneTokenOpeningSessionsIsRefusedByNameAndOthersAreStillServed() throws Exception {
        SandboxId neighbour = sandboxes.create();
        McpSyncClient other = McpClients.of(port, tokens.issue(neighbour));
        other.initialize();
        String token = tokens.issue(sandboxes.create());
        long before = usedHeap();

        McpHttp.Response huge = initialize(token, "x".repeat(200 * 1024));
        assertThat(huge.status()).isEqualTo(200);
        assertThat(huge.header("Mcp-Session-Id")).isNull();
        assertThat(error(huge))
                .isEqualTo("\"params.clientInfo.name\" is 204800 characters long: a session keeps "
                        + "it, so at most 256 are accepted");

        List<String> sessions = new ArrayList<>();
        McpHttp.Response last;
        while ((last = McpHttp.post(port, largestInitialize(sessions.size()), auth(token))).header("Mcp-Session-Id")
                != null) {
            sessions.add(last.header("Mcp-Session-Id"));
        }
        int opened = sessions.size();
        assertThat(opened).isEqualTo(PER_SANDBOX);
        assertThat(last.status()).isEqualTo(200);
        assertThat(error(last))
                .startsWith("Session limit reached: at most 10 open MCP sessions per sandbox (and "
                        + "its token). No session was opened;");

        int slowedDown = 0;
        for (int i = 0; i < 300; i++) {
            McpHttp.Response again = i % 2 == 0
                    ? initialize(token, "x".repeat(200 * 1024))
                    : McpHttp.post(port, largestInitialize(i), auth(token));
            assertThat(again.header("Mcp-Session-Id")).isNull();
            if (again.status() == 429) {
                slowedDown++;
                assertThat(again.header("Retry-After")).isNotBlank();
                assertThat(error(again))
                        .startsWith("SLOW DOWN: initialize is limited to 20 every 2m per token. No "
                                + "session was opened; retry in ");
            }
        }
        long withSessions = usedHeap();
        long grown = withSessions - before;
        for (String session : sessions) {
            Map<String, String> headers = new HashMap<>(auth(token));
            headers.put("Mcp-Session-Id", session);
            assertThat(McpHttp.send(port, "DELETE", "", headers).status()).isEqualTo(200);
        }
        // Printed, not asserted: what closing the ten sessions frees was 35 KiB in one run and 4.1 MB in
        // others, so it holds more than these sessions; what one session keeps is measured below.
        long heldBySessions = withSessions - usedHeap();

        System.out.printf(
                "One token: %d sessions opened, then refused; %d of 300 more initialize were slowed down; "
                        + "heap grew by %d KiB, of which closing the sessions freed %d KiB%n",
                opened, slowedDown, grown / 1024, heldBySessions / 1024);
        // The 200 KB names are refused for their size before the rate limit; of the 150 others, all but
        // the few the bucket refilled in the meantime were slowed down.
        assertThat(slowedDown).isGreaterThan(130);
        // Nothing of a refused name is kept: 151 names of 200 KB would hold some 30 MB. The heap of this JVM
        // also moves with what the server's connections and other test contexts hold (from 0.2 to 4.3 MB
        // between runs), so the bound is half what keeping them would take; what one session keeps is
        // measured over 400 sessions in the next test.
        assertThat(grown).isLessThan(REFUSED_NAMES * 200L * 1024 / 2);
        McpSchema.CallToolResult read = other.callTool(new McpSchema.CallToolRequest("get_account", Map.of()));
        assertThat(read.isError()).isFalse();
        McpSyncClient newcomer = McpClients.of(port, tokens.issue(sandboxes.create()));
        newcomer.initialize();
        assertThat(newcomer.callTool(new McpSchema.CallToolRequest("get_account", Map.of()))
                        .isError())
                .isFalse();
        other.closeGracefully();
        newcomer.closeGracefully();
    }

    @Test
    void theNodeHoldsAtMostItsSessionsAndEachKeepsLessThanTheDocumentedCeiling() throws Exception {
        List<String> sandboxTokens = new ArrayList<>();
        for (int i = 0; i <= IN_ALL / PER_SANDBOX; i++) {
            sandboxTokens.add(
                    tokens.issue(sandboxes.create())); // before measuring: a sandbox's rows are not a session's
        }
        List<Map<String, String>> opened = new ArrayList<>();
        int alreadyOpen = bindings.size();
        long before = usedHeap();
        McpHttp.Response last = null;
        for (int s = 0; last == null || last.header("Mcp-Session-Id") != null; s++) {
            String token = sandboxTokens.get(s);
            for (int i = 0; i < PER_SANDBOX && (last == null || last.header("Mcp-Session-Id") != null); i++) {
                last = McpHttp.post(port, largestInitialize(i), auth(token));
                if (last.header("Mcp-Session-Id") != null) {
                    opened.add(Map.of(
                            "Authorization", "Bearer " + token, "Mcp-Session-Id", last.header("Mcp-Session-Id")));
                }
            }
        }
        long grown = usedHeap() - before;
        int kept = ((Map<?, ?>) ReflectionTestUtils.getField(transport, "sessions")).size();

        System.out.printf(
                "%d sessions with the largest initialize accepted: heap grew by %d KiB, %d bytes a "
                        + "session (the SDK keeps %d sessions)%n",
                opened.size(), grown / 1024, grown / opened.size(), kept);
        assertThat(opened.size() + alreadyOpen).isEqualTo(IN_ALL);
        assertThat(error(last))
                .startsWith("Session limit reached: this server holds at most 400 open MCP sessions " + "in all.");
        for (Map<String, String> session : opened) {
            assertThat(McpHttp.send(port, "DELETE", "", session).status()).isEqualTo(200);
        }
        // The heap of this JVM moves by some MB between runs with the same calls (5.1 to 16.7 KiB a session
        // measured), so the ceiling is checked with that much room: a session keeping 26.3 KiB or more fails.
        assertThat(grown).isLessThan(opened.size() * SESSION_CEILING_BYTES + HEAP_NOISE_BYTES);
        assertThat(bindings.size()).isEqualTo(alreadyOpen);
    }

    /**
     * An {@code initialize} as large as is accepted: every text at its limit of 256 characters, and
     * the parameters just under their limit of 4,096 characters.
     */
    static String largestInitialize(int id) {
        String experimental = "";
        String params = paramsWith(experimental, id);
        for (int i = 0; ; i++) {
            String more = experimental
                    + (i == 0 ? "" : ",")
                    + "\"k%03d%s\":\"%s\""
                            .formatted(
                                    i,
                                    "k".repeat(200),
                                    Integer.toString(i).repeat(256).substring(0, 256));
            if (paramsWith(more, id).length() > McpInitializeLimits.MAX_PARAMS) {
                break;
            }
            experimental = more;
            params = paramsWith(experimental, id);
        }
        assertThat(params.length()).isBetween(McpInitializeLimits.MAX_PARAMS - 500, McpInitializeLimits.MAX_PARAMS);
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"initialize\",\"params\":" + params + "}";
    }

    private static String paramsWith(String experimental, int id) {
        String name = (id + "-" + "n".repeat(256)).substring(0, 256);
        return "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"experimental\":{" + experimental + "}},"
                + "\"clientInfo\":{\"name\":\"" + name + "\",\"version\":\"" + "v".repeat(256) + "\"}}";
    }

    private McpHttp.Response initialize(String token, String clientName) throws Exception {
        return McpHttp.post(port, McpHttp.INITIALIZE.replace("\"raw-test\"", "\"" + clientName + "\""), auth(token));
    }

    private static Map<String, String> auth(String token) {
        return Map.of("Authorization", "Bearer " + token);
    }

    private static String error(McpHttp.Response response) {
        JsonNode body = JSON.readTree(response.body());
        return body.path("error").path("message").asString();
    }

    /** Used heap after full collections, so that only what is still reachable counts. */
    static long usedHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
