package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Refusals that say what is true: a missing token and a wrong one, ids no parser can read, an
 * unknown tool, an idempotency key outside the rule, and a method the endpoint does not serve.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "spring.datasource.url=jdbc:h2:mem:mcp-refusals;DB_CLOSE_DELAY=-1"})
class McpRefusalsTest {

    private static final JsonMapper JSON = JsonMapper.shared();

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    ConsentGates gates;

    private SandboxId sandbox;
    private Map<String, String> inSession;

    @BeforeEach
    void session() throws Exception {
        sandbox = sandboxes.create();
        String token = tokens.issue(sandbox);
        String id = McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + token))
                .header("Mcp-Session-Id");
        inSession = Map.of("Authorization", "Bearer " + token, "Mcp-Session-Id", id);
    }

    @Test
    void aMissingTokenIsAskedForAndAWrongOneIsCalledNotValid() throws Exception {
        McpHttp.Response missing = McpHttp.post(port, McpHttp.INITIALIZE, Map.of());
        McpHttp.Response otherScheme = McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Basic eDp5"));
        McpHttp.Response wrong = McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer clab_made-up"));

        for (McpHttp.Response response : List.of(missing, otherScheme, wrong)) {
            assertThat(response.status()).isEqualTo(401);
            assertThat(response.header("WWW-Authenticate")).isEqualTo("Bearer realm=\"consent-lab\"");
        }
        assertThat(error(missing).path("message").asString()).startsWith("A bearer token is required");
        assertThat(error(otherScheme).path("message").asString()).startsWith("A bearer token is required");
        assertThat(error(wrong).path("message").asString())
                .startsWith("The bearer token is not valid")
                .doesNotContain("required");
    }

    @Test
    void idsWithAnExponentBeyondReadingAreRefusedWithoutA500OrAnErrorLine(CapturedOutput output) throws Exception {
        for (String id : List.of("1E+99999999999", "-1E+99999999999", "1e-99999999999", "1.5", "1e3")) {
            McpHttp.Response response =
                    McpHttp.post(port, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\"}", inSession);
            assertThat(response.status()).as(id).isEqualTo(400);
            assertThat(error(response).path("code").asInt()).as(id).isEqualTo(-32600);
            assertThat(error(response).path("message").asString()).as(id).startsWith("\"id\" must be a string or an");
        }
        assertThat(output.getOut()).doesNotContain(" ERROR ");
        assertThat(McpHttp.post(port, "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"ping\"}", inSession)
                        .status())
                .isEqualTo(200);
    }

    @Test
    void anUnknownToolIsNamedInTheMessageWithNoDataField() throws Exception {
        McpHttp.Response response = McpHttp.post(
                port,
                "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\","
                        + "\"params\":{\"name\":\"confirm_deletion\",\"arguments\":{}}}",
                inSession);

        JsonNode body = JSON.readTree(response.body());
        assertThat(response.status()).isEqualTo(200);
        assertThat(body.path("id").asInt()).isEqualTo(5);
        assertThat(body.path("error").propertyNames()).containsExactly("code", "message");
        assertThat(body.path("error").path("code").asInt()).isEqualTo(-32602);
        assertThat(body.path("error").path("message").asString())
                .isEqualTo("Unknown tool 'confirm_deletion': tools/list names this server's tools. Nothing was "
                        + "recorded or changed");
    }

    @Test
    void aKeyOutsideTheRuleIsRefusedByNameAndArmsNoGate() throws Exception {
        for (String key : List.of("1", "{}", "\"" + "k".repeat(100_000) + "\"", "\"\"", "\"two words\"")) {
            for (int send = 0; send < 2; send++) {
                McpHttp.Response response = McpHttp.post(port, BadInputCorpus.keyedDelete(key, send), inSession);
                String label = key.substring(0, Math.min(20, key.length()));
                assertThat(response.status()).as(label).isEqualTo(200);
                assertThat(error(response).path("message").asString())
                        .as(label)
                        .startsWith("_meta.idempotencyKey: must be a string of 1 to 200 characters from A-Z, a-z, "
                                + "0-9 and . _ : -");
            }
        }
        assertThat(gates.pending(sandbox)).isEmpty();

        String longest = "\"" + "Az09._:-".repeat(25) + "\"";
        for (int send = 0; send < 2; send++) {
            McpHttp.Response response = McpHttp.post(port, BadInputCorpus.keyedDelete(longest, send), inSession);
            assertThat(response.body()).contains("PENDING");
        }
        assertThat(gates.pending(sandbox)).hasSize(1);
    }

    @Test
    void everyMethodNotServedGetsTheOne405() throws Exception {
        for (String method : List.of("TRACE", "PUT", "PATCH", "OPTIONS", "CONNECTX")) {
            McpHttp.Response response = McpHttp.send(port, method, "", inSession);
            assertThat(response.status()).as(method).isEqualTo(405);
            assertThat(response.header("Allow")).as(method).isEqualTo("GET, POST, DELETE");
            assertThat(response.body()).as(method).doesNotContain("timestamp");
            assertThat(error(response).path("code").asInt()).as(method).isEqualTo(-32600);
            assertThat(error(response).path("message").asString())
                    .as(method)
                    .startsWith("Method not allowed: /mcp answers GET, POST and DELETE");
        }
    }

    private static JsonNode error(McpHttp.Response response) {
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.propertyNames()).as(response.body()).containsExactly("jsonrpc", "id", "error");
        return body.path("error");
    }
}
