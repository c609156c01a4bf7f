package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An in-browser agent on Lab 4, through {@code document.modelContext}: it lists the page's tools,
 * calls delete_account, is told PENDING, and the gate shows in the page while the account stays
 * ACTIVE; then it aborts its call and the gate is cancelled, with nothing on the wire. Graded on
 * the export. Subclasses say where the WebMCP API comes from (the polyfill, or Chromium itself).
 */
abstract class WebMcpAgentFlow {

    static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    /**
     * Runs before any page script: keeps each registered tool's execute so that the test can call
     * it the way Chromium's own executeTool does, with {@code {signal}}, and then abort that signal.
     */
    static final String KEEP_REGISTERED_TOOLS = """
            (() => {
              const context = document.modelContext;
              if (!context) return;
              const register = context.registerTool.bind(context);
              window.registeredForTest = new Map();
              context.registerTool = (tool, options) => {
                window.registeredForTest.set(tool.name, tool);
                return register(tool, options);
              };
            })();""";

    @RegisterExtension
    final Chromium chromium = new Chromium();

    ChromeDriver browser;

    /** A browser from {@link #chromium} whose pages have the WebMCP API before the app's own scripts run. */
    abstract ChromeDriver browserWithWebMcp() throws Exception;

    /** executeTool's input: the polyfill takes JSON text, Chromium an object. */
    abstract String inputExpression(String json);

    static void beforePageScripts(ChromeDriver driver, String source) {
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", source));
    }

    @Test
    void anAgentThroughModelContextGetsPendingAndItsAbortCancelsTheGate() throws Exception {
        browser = browserWithWebMcp();
        browser.get(chromium.url("/labs/account"));
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
        waitFor(browser)
                .until(d -> script("return (await document.modelContext.getTools()).length")
                        .equals("2"));

        // Each registered tool names its window, which does not serialize.
        JsonNode tools = json(script("return JSON.stringify(await document.modelContext.getTools(),"
                + " (key, value) => key === 'window' ? undefined : value)"));
        assertThat(tools.valueStream().map(t -> t.get("name").asString()))
                .containsExactly("delete_account", "get_account");
        JsonNode delete = tools.get(0);
        assertThat(delete.get("title").asString()).isEqualTo("Delete the account");
        assertThat(delete.get("annotations").get("readOnlyHint").asBoolean()).isFalse();
        // Chromium reports consequentialHint back; polyfill 5.1.0 keeps only readOnlyHint and untrustedContentHint.
        assertThat(delete.get("annotations").path("consequentialHint").asBoolean(true))
                .isTrue();
        JsonNode registered =
                json(script("return JSON.stringify(window.registeredForTest.get('delete_account').annotations)"));
        assertThat(registered.get("consequentialHint").asBoolean()).isTrue();
        assertThat(registered.get("readOnlyHint").asBoolean()).isFalse();
        assertThat(delete.get("inputSchema").get("properties").has("reason")).isTrue();

        JsonNode result = json(script("const tool = (await document.modelContext.getTools())"
                + ".find(t => t.name === 'delete_account');"
                + "return await document.modelContext.executeTool(tool, " + inputExpression("{\"reason\":\"clean up\"}")
                + ")"));
        assertThat(result.get("content").get(0).get("type").asString()).isEqualTo("text");
        assertThat(result.get("content").get(0).get("text").asString()).isEqualTo(PENDING);
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        JsonNode pending = export();
        assertThat(pending.get("sandbox").get("account").asString()).isEqualTo("ACTIVE");
        assertThat(pending.get("wire")).isEmpty();
        assertThat(pending.get("calls")).singleElement().satisfies(call -> {
            assertThat(call.get("channel").asString()).isEqualTo("webmcp");
            assertThat(call.get("state").asString()).isEqualTo("approval-requested");
        });
        screenshot(browser, getClass().getSimpleName() + "-pending");

        String answer = script("window.agentCall = new AbortController();"
                + "const answer = await window.registeredForTest.get('delete_account')"
                + ".execute({}, {signal: window.agentCall.signal});"
                + "return answer.content[0].text");
        assertThat(answer).as("a second ask joins the same gate").isEqualTo(PENDING);
        script("window.agentCall.abort(); return 'aborted'");
        waitFor(browser).until(d -> !present(d, "consent-gate"));

        JsonNode cancelled = export();
        assertThat(cancelled.get("gates")).singleElement().satisfies(gate -> {
            assertThat(gate.get("status").asString()).isEqualTo("cancelled");
            assertThat(gate.get("outcome").asString()).isEqualTo("cancelled");
        });
        assertThat(cancelled.get("calls")).hasSize(2).allSatisfy(call -> {
            assertThat(call.get("channel").asString()).isEqualTo("webmcp");
            assertThat(call.get("outcome").asString()).isEqualTo("cancelled");
        });
        assertThat(cancelled.get("wire")).isEmpty();
        assertThat(cancelled.get("sandbox").get("account").asString()).isEqualTo("ACTIVE");
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
        screenshot(browser, getClass().getSimpleName() + "-cancelled");
    }

    @Test
    void theRegistrationLabShowsTheApiTheBridgeFound() throws Exception {
        browser = browserWithWebMcp();
        browser.get(chromium.url("/labs/registration"));
        waitFor(browser)
                .until(d ->
                        present(d, "webmcp-status") && text(d, "webmcp-status").equals("document.modelContext"));
        waitFor(browser)
                .until(d -> Integer.parseInt(script("return (await document.modelContext.getTools()).length")) > 5);
        screenshot(browser, getClass().getSimpleName() + "-registration");
    }

    /** Runs {@code body} as an async function in the page and returns its result as text. */
    String script(String body) {
        Object out = ((JavascriptExecutor) browser)
                .executeAsyncScript("const done = arguments[arguments.length - 1];" + "(async () => { " + body
                        + " })().then(r => done(String(r)), e => done('ERROR ' + e));");
        String text = String.valueOf(out);
        assertThat(text).as("page script failed").doesNotStartWith("ERROR");
        return text;
    }

    JsonNode export() {
        return json(BrowserTestSupport.export(browser));
    }

    static JsonNode json(String text) {
        return JsonMapper.shared().readTree(text);
    }
}
