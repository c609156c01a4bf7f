package org.consentlab.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.consentlab.TestClock;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(TestClock.Config.class)
class SandboxExportControllerTest {

    private static final String ISO_MILLIS = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z";

    @LocalServerPort
    int port;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentGates gates;

    @Autowired
    TestClock clock;

    @Autowired
    SandboxCookie cookies;

    @Test
    void exportsTheCallersOwnSandboxOnly() throws Exception {
        SandboxId mine = sandboxes.create();
        SandboxId other = sandboxes.create();
        call(mine, "delete_account", "{}");
        call(mine, "delete_account", "{\"x\":");
        call(other, "get_account", "{}");
        clock.advance(Duration.ofMinutes(3));
        gates.expireOverdue();

        HttpResponse<String> response = get(mine);
        JsonNode export = JsonMapper.shared().readTree(response.body());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(export.get("sandbox").get("id").asString()).isEqualTo(mine.value());
        assertThat(export.get("sandbox").get("account").asString()).isEqualTo("ACTIVE");
        JsonNode calls = export.get("calls");
        assertThat(calls).hasSize(2);
        JsonNode gated = calls.get(0);
        assertThat(gated.get("tool").asString()).isEqualTo("delete_account");
        assertThat(gated.get("channel").asString()).isEqualTo("mcp");
        assertThat(gated.get("state").asString()).isEqualTo("output-denied");
        assertThat(gated.get("outcome").asString()).isEqualTo("timed-out");
        assertThat(gated.get("transitions")
                        .valueStream()
                        .map(t -> t.get("state").asString())
                        .toList())
                .containsExactly("input-streaming", "input-available", "approval-requested", "output-denied");
        assertThat(gated.get("transitions").get(0).get("at").asString()).matches(ISO_MILLIS);
        assertThat(calls.get(1).get("state").asString()).isEqualTo("output-error");
        assertThat(export.get("audit")
                        .valueStream()
                        .map(a -> a.get("event").asString())
                        .toList())
                .contains("request", "decision", "rejected");
        assertThat(export.get("audit").get(0).get("at").asString()).matches(ISO_MILLIS);
        assertThat(export.get("wire")).isEmpty();
    }

    @Test
    void withoutASandboxCookieItSaysWhatToDo() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/sandbox/export"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).contains("open any lab page first");
    }

    private void call(SandboxId sandbox, String tool, String args) {
        service.invoke(new ToolCallRequest(sandbox, Channel.MCP, "mcp-client", tool, args, null, "test", "/mcp"));
    }

    private HttpResponse<String> get(SandboxId sandbox) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/sandbox/export"))
                                .header("Cookie", SandboxCookie.NAME + "=" + cookies.valueFor(sandbox))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }
}
