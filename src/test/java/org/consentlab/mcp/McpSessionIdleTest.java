package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import java.util.Map;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.util.ReflectionTestUtils;

/**
 * The idle TTL closes sessions for real: with a TTL of two seconds, an unused session answers 404,
 * the SDK no longer holds it, and its place under the session limit is free again.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "server.address=127.0.0.1",
            "spring.datasource.url=jdbc:h2:mem:mcp-session-idle;DB_CLOSE_DELAY=-1",
            "consentlab.mcp.session-idle-ttl=PT2S",
            "consentlab.mcp.sessions.per-sandbox=2"
        })
class McpSessionIdleTest {

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
    void anIdleSessionIsClosedAndItsPlaceFreed() throws Exception {
        Map<String, String> auth = Map.of("Authorization", "Bearer " + tokens.issue(sandboxes.create()));
        String first = McpHttp.post(port, McpHttp.INITIALIZE, auth).header("Mcp-Session-Id");
        String second = McpHttp.post(port, McpHttp.INITIALIZE, auth).header("Mcp-Session-Id");
        McpHttp.Response third = McpHttp.post(port, McpHttp.INITIALIZE, auth);
        assertThat(first).isNotBlank();
        assertThat(second).isNotBlank();
        assertThat(third.header("Mcp-Session-Id")).isNull();
        assertThat(third.body()).contains("at most 2 open MCP sessions per sandbox");
        assertThat(sdkHolds(first)).isTrue();

        long start = System.nanoTime();
        while (sdkHolds(first) || sdkHolds(second)) {
            assertThat(System.nanoTime() - start)
                    .as("the SDK frees idle sessions within the TTL")
                    .isLessThan(8_000_000_000L);
            Thread.sleep(100);
        }
        System.out.printf(
                "Idle sessions gone from the SDK after %d ms (TTL 2 s)%n", (System.nanoTime() - start) / 1_000_000);

        Map<String, String> inFirst = Map.of("Authorization", auth.get("Authorization"), "Mcp-Session-Id", first);
        assertThat(McpHttp.post(port, McpHttp.LIST_TOOLS, inFirst).status()).isEqualTo(404);
        Thread.sleep(2_100); // the bindings forget them too, at the TTL itself
        McpHttp.Response again = McpHttp.post(port, McpHttp.INITIALIZE, auth);
        assertThat(again.header("Mcp-Session-Id")).as(again.body()).isNotBlank();
        assertThat(bindings.size()).isEqualTo(1);
    }

    @Test
    void aSessionInUseStaysOpen() throws Exception {
        Map<String, String> auth = Map.of("Authorization", "Bearer " + tokens.issue(sandboxes.create()));
        String session = McpHttp.post(port, McpHttp.INITIALIZE, auth).header("Mcp-Session-Id");
        Map<String, String> inSession = Map.of("Authorization", auth.get("Authorization"), "Mcp-Session-Id", session);
        // Used far more often than every half TTL (the SDK's sweep interval), even on a loaded machine
        // where each request itself takes a while, for three TTLs.
        long start = System.nanoTime();
        while (System.nanoTime() - start < 6_000_000_000L) {
            Thread.sleep(200);
            assertThat(McpHttp.post(port, McpHttp.LIST_TOOLS, inSession).status())
                    .as("after %d ms", (System.nanoTime() - start) / 1_000_000)
                    .isEqualTo(200);
        }
    }

    private boolean sdkHolds(String sessionId) {
        return ((Map<?, ?>) ReflectionTestUtils.getField(transport, "sessions")).containsKey(sessionId);
    }
}
