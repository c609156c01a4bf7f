package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.consentlab.cart.Cart;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
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
 * Every input of {@link BadInputCorpus}, through {@code /mcp} and through the inspector's path:
 * each gets a clear answer (a JSON-RPC error or a tool result that names the problem, never an
 * empty body, a 500 or a class name) or is a valid call; and a refused input leaves the sandbox's
 * export as it was (a refusal the tool-call service records adds only that call and its own rows).
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.datasource.url=jdbc:h2:mem:bad-input-corpus;DB_CLOSE_DELAY=-1",
            "consentlab.gate.max-pending=1000",
            // The corpus is about what each input gets back, so it runs far above the agent rate limit,
            // which McpRateLimitTest covers on its own: a "SLOW DOWN" would hide what an input gets.
            "consentlab.agent.rate-limit.calls=100000",
            "consentlab.agent.rate-limit.burst=100000"
        })
@ExtendWith(OutputCaptureExtension.class)
class BadInputCorpusTest {

    /** What an answer must never contain: an internal class, package or exception name. */
    private static final Pattern INTERNALS = Pattern.compile(
            "Exception|[a-z]Node\\b|\\bjava\\.|tools\\.jackson|io\\.modelcontextprotocol|org\\.consentlab|\\$\\w+\\(");
    /** What no whole response body may contain, whatever its shape (issue 21's serialized exceptions). */
    private static final List<String> NEVER_IN_A_BODY =
            List.of("stackTrace", "java.", "tools.jackson", "io.modelcontextprotocol", "Exception");
    /** States a call must not be left in once its answer is out. */
    private static final List<String> OPEN_STATES = List.of("input-streaming", "input-available", "executing");

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    McpTokens tokens;

    @Autowired
    ToolRegistry registry;

    @Autowired
    ToolCallService service;

    @Autowired
    SandboxCookie cookies;

    @Autowired
    Cart cart;

    @Autowired
    JsonMapper json;

    private final Map<String, Integer> outcomes = new TreeMap<>();
    private final List<SandboxId> sandboxesUsed = new java.util.ArrayList<>();
    /** The text of the tool result {@link #mcp} saw last (empty when it saw none). */
    private String lastText = "";
    /** The message of the JSON-RPC error {@link #mcp} saw last (empty when it saw none). */
    private String lastError = "";

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void everyBadInputGetsAClearAnswerAndARefusedOneChangesNothing(CapturedOutput output) throws Exception {
        Map<String, String> schemas = registry.all().stream()
                .collect(Collectors.toMap(Tool::name, t -> t.declaration().inputSchema(), (a, b) -> a, TreeMap::new));
        Map<String, String> examples = registry.all().stream()
                .collect(Collectors.toMap(Tool::name, t -> t.declaration().exampleArgs(), (a, b) -> a, TreeMap::new));
        List<BadInputCorpus.Message> messages = BadInputCorpus.messages();
        List<BadInputCorpus.Args> arguments = BadInputCorpus.arguments(schemas, examples, json);
        List<BadInputCorpus.Exchange> exchanges = BadInputCorpus.exchanges();

        Session session = session();
        for (BadInputCorpus.Exchange exchange : exchanges) {
            String before = export(session.sandbox);
            refusedPlainly(session, exchange);
            assertThat(export(session.sandbox)).as(exchange.label()).isEqualTo(before);
            count("mcp exchange: refused with HTTP " + exchange.status());
        }
        for (BadInputCorpus.Message message : messages) {
            String before = export(session.sandbox);
            int cartBefore = cart.count(session.sandbox);
            String outcome = mcp(session, message.label(), message.body());
            unchangedUnlessValid(
                    outcome, before, export(session.sandbox), cartBefore, session.sandbox, message.label());
            count("mcp message: " + outcome);
        }
        for (String key : BadInputCorpus.BAD_IDEMPOTENCY_KEYS) {
            // Sent twice, as a retry would be: each is refused by name, and neither arms a gate.
            String before = export(session.sandbox);
            for (int send = 0; send < 2; send++) {
                String label = "idempotency key " + key.substring(0, Math.min(key.length(), 30));
                String outcome = mcp(
                        session,
                        label,
                        BadInputCorpus.keyedDelete(key, 40 + send).getBytes(StandardCharsets.UTF_8));
                assertThat(outcome).as(label).isEqualTo("refused: JSON-RPC error for the request's id");
                assertThat(lastError).as(label).startsWith("_meta.idempotencyKey: ");
                count("mcp idempotency key: " + outcome);
            }
            assertThat(export(session.sandbox))
                    .as(key.substring(0, Math.min(key.length(), 30)))
                    .isEqualTo(before);
        }
        for (BadInputCorpus.Args args : arguments) {
            session = session.used() > 60 ? session() : session.next();
            if (args.json()) {
                String before = export(session.sandbox);
                int cartBefore = cart.count(session.sandbox);
                String body = "{\"jsonrpc\":\"2.0\",\"id\":" + session.used() + ",\"method\":\"tools/call\",\"params\":"
                        + "{\"name\":\"" + args.tool() + "\",\"arguments\":" + args.text() + "}}";
                String outcome = mcp(session, args.label(), body.getBytes(StandardCharsets.UTF_8));
                unchangedUnlessValid(
                        outcome,
                        before,
                        export(session.sandbox),
                        cartBefore,
                        session.sandbox,
                        args.label() + " on " + args.tool());
                refusedIfItMustBe(args, outcome, lastText);
                count("mcp arguments: " + outcome);
            }
            String before = export(session.sandbox);
            int cartBefore = cart.count(session.sandbox);
            ToolResult result = service.invoke(new ToolCallRequest(
                    session.sandbox,
                    Channel.INSPECTOR,
                    "inspector",
                    args.tool(),
                    args.text(),
                    null,
                    "corpus",
                    "/labs/account"));
            String outcome = result.isError() ? "refused by the tool-call service" : "valid call";
            clear(args.label(), result.text());
            refusedIfItMustBe(args, outcome, result.text());
            unchangedUnlessValid(
                    outcome,
                    before,
                    export(session.sandbox),
                    cartBefore,
                    session.sandbox,
                    args.label() + " on " + args.tool());
            count("inspector arguments: " + outcome);
        }

        for (SandboxId used : sandboxesUsed) {
            assertThat(json.readTree(export(used))
                            .get("calls")
                            .valueStream()
                            .map(call -> call.path("id").asLong() + " "
                                    + call.path("state").asString()))
                    .as("no call is left open")
                    .noneMatch(call -> OPEN_STATES.stream().anyMatch(call::endsWith));
        }
        int total = outcomes.values().stream().mapToInt(Integer::intValue).sum();
        System.out.printf(
                "Bad-input corpus: %d inputs (%d MCP exchanges, %d MCP messages, %d argument sets per " + "path)%n",
                total, exchanges.size(), messages.size(), arguments.size());
        outcomes.forEach((outcome, n) -> System.out.printf("  %5d  %s%n", n, outcome));
        assertThat(total).isGreaterThanOrEqualTo(500);
        List<String> errors = output.getOut()
                .lines()
                .filter(line -> line.contains(" ERROR "))
                .limit(5)
                .toList();
        assertThat(errors).as("no input makes the server log an ERROR").isEmpty();
        assertThat(outcomes.keySet()).noneMatch(o -> o.contains("unclear"));
    }

    /** A refusal before any message is read: its status, one plain JSON line, nothing internal. */
    private void refusedPlainly(Session session, BadInputCorpus.Exchange exchange) throws Exception {
        Map<String, String> headers = new java.util.HashMap<>(
                Map.of("Authorization", "Bearer " + session.token, "Mcp-Session-Id", session.id));
        headers.putAll(exchange.headers());
        McpHttp.Response response = McpHttp.send(port, exchange.method(), exchange.body(), headers);
        String label = exchange.label();
        noInternals(label, response);
        assertThat(response.status()).as(label + ": " + response.body()).isEqualTo(exchange.status());
        if (response.status() == 405) {
            assertThat(response.header("Allow")).as(label).isEqualTo("GET, POST, DELETE");
        }
        if (exchange.method().equals("HEAD")) {
            assertThat(response.body())
                    .as("%s: a HEAD answer has no body", label)
                    .isEmpty();
            return;
        }
        assertThat(response.header("Content-Type")).as(label).startsWith("application/json");
        assertThat(response.body().strip().lines()).as(label).hasSize(1);
        JsonNode body = json.readTree(response.body());
        assertThat(body.propertyNames()).as(label + ": " + body).containsExactly("jsonrpc", "id", "error");
        assertThat(body.get("error").propertyNames()).as(label + ": " + body).containsExactly("code", "message");
        assertThat(body.path("error").path("code").isInt()).as(label).isTrue();
        clear(label, body.path("error").path("message").asString());
    }

    private void refusedIfItMustBe(BadInputCorpus.Args args, String outcome, String text) {
        if (args.refusedField() != null) {
            assertThat(outcome)
                    .as("%s on %s: %s", args.label(), args.tool(), text)
                    .doesNotStartWith("valid");
            assertThat(text)
                    .as("%s on %s", args.label(), args.tool())
                    .contains("arguments/" + args.refusedField() + ": ")
                    .doesNotContain("Infinity");
        }
    }

    private static void noInternals(String label, McpHttp.Response response) {
        assertThat(response.status()).as("%s: %s", label, response.body()).isLessThan(500);
        assertThat(NEVER_IN_A_BODY).as("%s: %s", label, response.body()).noneMatch(response.body()::contains);
    }

    /** Sends one body to /mcp and names its outcome; fails on an empty, server-error or unclear answer. */
    private String mcp(Session session, String label, byte[] body) throws Exception {
        McpHttp.Response response = McpHttp.send(
                port, "POST", body, Map.of("Authorization", "Bearer " + session.token, "Mcp-Session-Id", session.id));
        session.use();
        noInternals(label, response);
        lastText = "";
        lastError = "";
        assertThat(response.status()).as(label + ": " + response.body()).isIn(200, 400, 413);
        JsonNode message = message(label, response);
        if (message.has("error")) {
            lastError = message.path("error").path("message").asString();
            clear(label, lastError);
            return response.status() == 200
                    ? "refused: JSON-RPC error for the request's id"
                    : "refused: HTTP " + response.status() + " with a JSON-RPC error";
        }
        JsonNode result = message.path("result");
        assertThat(result.isObject())
                .as("%s: neither a result nor an error: %s", label, message)
                .isTrue();
        if (!result.has("content")) {
            return "valid request"; // e.g. tools/list with a cursor it does not know
        }
        lastText = result.path("content").path(0).path("text").asString("");
        clear(label, lastText);
        return result.path("isError").asBoolean() ? "refused by the tool-call service" : "valid call";
    }

    private static JsonNode message(String label, McpHttp.Response response) {
        String body = response.body();
        String payload = body.lines()
                .filter(line -> line.startsWith("data:"))
                .map(line -> line.substring(5).trim())
                .filter(line -> line.startsWith("{"))
                .findFirst()
                .orElse(body.trim());
        if (payload.isEmpty()) {
            fail("%s: empty answer (HTTP %d)", label, response.status());
        }
        return JsonMapper.builder().build().readTree(payload);
    }

    private static void clear(String label, String text) {
        assertThat(text).as(label).isNotBlank();
        assertThat(INTERNALS.matcher(text).find())
                .as("%s: answer names internals: %s", label, text)
                .isFalse();
    }

    private void unchangedUnlessValid(
            String outcome, String before, String after, int cartBefore, SandboxId sandbox, String label) {
        if (outcome.startsWith("valid")) {
            return;
        }
        if (outcome.startsWith("refused:")) {
            // Refused at the door: the call never began, so the export is exactly as it was.
            assertThat(after).as(label).isEqualTo(before);
            return;
        }
        assertThat(cart.count(sandbox)).as(label).isEqualTo(cartBefore);
        JsonNode was = json.readTree(before);
        JsonNode now = json.readTree(after);
        for (String part : List.of("sandbox", "gates", "wire", "reports")) {
            assertThat(now.get(part)).as("%s: %s", label, part).isEqualTo(was.get(part));
        }
        // The service records a refused call (output-error) and its own audit rows, nothing else.
        List<JsonNode> newCalls = now.get("calls")
                .valueStream()
                .filter(c -> !was.get("calls").valueStream().toList().contains(c))
                .toList();
        assertThat(newCalls)
                .as(label)
                .hasSize(1)
                .allSatisfy(c -> assertThat(c.path("state").asString()).isEqualTo("output-error"));
        long newCall = newCalls.getFirst().path("id").asLong();
        assertThat(now.get("audit").valueStream().skip(was.get("audit").size()))
                .as(label)
                .allSatisfy(row -> {
                    assertThat(row.path("callId").asLong()).isEqualTo(newCall);
                    assertThat(row.path("event").asString()).isIn("request", "rejected", "result");
                });
    }

    private String export(SandboxId sandbox) throws Exception {
        HttpResponse<String> export = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/sandbox/export"))
                        .header("Cookie", SandboxCookie.NAME + "=" + cookies.valueFor(sandbox))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(export.statusCode()).isEqualTo(200);
        return export.body();
    }

    private void count(String outcome) {
        outcomes.merge(outcome, 1, Integer::sum);
    }

    private Session session() throws Exception {
        SandboxId sandbox = sandboxes.create();
        sandboxesUsed.add(sandbox);
        String token = tokens.issue(sandbox);
        McpHttp.Response init = McpHttp.post(port, McpHttp.INITIALIZE, Map.of("Authorization", "Bearer " + token));
        String id = init.header("Mcp-Session-Id");
        McpHttp.post(
                port,
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                Map.of("Authorization", "Bearer " + token, "Mcp-Session-Id", id));
        return new Session(sandbox, token, id);
    }

    /** One sandbox with its MCP session; a fresh one now and then keeps each export small. */
    private static final class Session {
        final SandboxId sandbox;
        final String token;
        final String id;
        private int used;

        Session(SandboxId sandbox, String token, String id) {
            this.sandbox = sandbox;
            this.token = token;
            this.id = id;
        }

        int used() {
            return used;
        }

        void use() {
            used++;
        }

        Session next() {
            return this;
        }
    }
}
