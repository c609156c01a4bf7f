package org.consentlab.webmcp.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Span;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.GateStatus;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The server half of the bridge on a real lab page, called the way its browser half calls it.
 * Browserless runs no browser code, so the client-callable methods are invoked directly.
 */
class WebMcpBridgeTest extends LabBrowserlessTest {

    static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentGates gates;

    @Autowired
    Accounts accounts;

    @Autowired
    WireLog wire;

    @Test
    void offersThePagesToolsWithTheirSchemasAndHints() {
        WebMcpBridge bridge = open("labs/account");

        JsonNode tools = JsonMapper.shared().readTree(bridge.getElement().getProperty("tools"));
        assertThat(tools.valueStream().map(t -> t.get("name").asString()))
                .containsExactly("delete_account", "get_account");
        JsonNode delete = tools.get(0);
        assertThat(delete.get("title").asString()).isEqualTo("Delete the account");
        assertThat(delete.get("inputSchema").get("properties").has("reason")).isTrue();
        assertThat(delete.get("annotations").get("readOnlyHint").asBoolean()).isFalse();
        assertThat(delete.get("annotations").get("consequentialHint").asBoolean())
                .isTrue();
        assertThat(tools.get(1).get("annotations").get("readOnlyHint").asBoolean())
                .isTrue();
    }

    @Test
    void aCallGoesThroughTheServiceOnTheWebMcpChannelAndOnlyArmsTheGate() {
        WebMcpBridge bridge = open("labs/account");

        JsonNode answer = JsonMapper.shared().readTree(bridge.call("delete_account", "{\"reason\":\"tidy up\"}"));

        assertThat(answer.get("text").asString()).isEqualTo(PENDING);
        assertThat(answer.get("pending").asBoolean()).isTrue();
        assertThat(answer.get("isError").asBoolean()).isFalse();
        ToolCall call = calls.find(answer.get("callId").asLong()).orElseThrow();
        assertThat(call.channel()).isEqualTo(Channel.WEBMCP);
        assertThat(call.caller()).isEqualTo("webmcp-agent");
        assertThat(call.route()).isEqualTo("/labs/account");
        assertThat(call.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
        assertThat(gates.pending(sessionSandbox())).hasSize(1);
        assertThat(accounts.find(sessionSandbox()).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sessionSandbox())).isEmpty();
        roundTrip();
        assertThat(find(com.vaadin.flow.component.html.Div.class)
                        .withId("consent-gate")
                        .exists())
                .isTrue();
    }

    @Test
    void invalidArgumentsComeBackAsAnErrorNamingTheField() {
        WebMcpBridge bridge = open("labs/account");

        JsonNode answer = JsonMapper.shared().readTree(bridge.call("delete_account", "{\"reason\":5}"));

        assertThat(answer.get("isError").asBoolean()).isTrue();
        assertThat(answer.get("pending").asBoolean()).isFalse();
        assertThat(answer.get("text").asString()).contains("arguments/reason: integer found, string expected");
        assertThat(gates.pending(sessionSandbox())).isEmpty();
    }

    @Test
    void anAbortWhileTheGateIsPendingCancelsItAndNothingIsDeleted() {
        WebMcpBridge bridge = open("labs/account");
        long callId = JsonMapper.shared()
                .readTree(bridge.call("delete_account", "{}"))
                .get("callId")
                .asLong();

        assertThat(bridge.abort(callId)).isTrue();

        ToolCall call = calls.find(callId).orElseThrow();
        assertThat(call.state()).isEqualTo(CallState.OUTPUT_DENIED);
        assertThat(call.outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(gates.all(sessionSandbox())).singleElement().satisfies(gate -> {
            assertThat(gate.status()).isEqualTo(GateStatus.CANCELLED);
            assertThat(gate.outcome()).isEqualTo(Outcome.CANCELLED);
            assertThat(gate.decidedBy()).isEqualTo("webmcp-agent");
        });
        assertThat(accounts.find(sessionSandbox()).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sessionSandbox())).isEmpty();
        assertThat(bridge.abort(callId))
                .as("a second abort finds nothing pending")
                .isFalse();
    }

    @Test
    void anAbortReachesOnlyCallsMadeThroughThisBridge() {
        WebMcpBridge bridge = open("labs/account");
        test(find(Button.class).id("request-deletion")).click();
        long buttonCall = calls.list(sessionSandbox()).getFirst().id();

        assertThat(bridge.abort(buttonCall)).isFalse();

        assertThat(gates.pending(sessionSandbox())).hasSize(1);
        assertThat(calls.find(buttonCall).orElseThrow().state()).isEqualTo(CallState.APPROVAL_REQUESTED);
    }

    @Test
    void theRegistrationLabShowsWhatTheBridgeFound() {
        WebMcpBridge bridge = open("labs/registration");
        assertThat(bridge.detected()).isNull();

        bridge.reportDetected("document.modelContext");
        assertThat(find(Span.class).id("webmcp-status").getText()).isEqualTo("document.modelContext");

        bridge.reportDetected("<b>something else</b>");
        assertThat(find(Span.class).id("webmcp-status").getText()).isEqualTo("none");
    }

    private WebMcpBridge open(String route) {
        navigate(route, Component.class);
        return find(WebMcpBridge.class).single();
    }
}
