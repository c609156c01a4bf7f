package org.consentlab.parity;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.mcp.McpTokens;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.consentlab.webmcp.ui.WebMcpBridge;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The same delete_account through all five paths into one open Lab 4 page: the button, the Tool
 * Inspector, the simulated agent, the WebMCP bridge and a real MCP client. Each path gets the same
 * PENDING answer and the same gate, a repeat joins that gate instead of arming another, the audit
 * rows are the same but for the channel, and the wire stays empty until the person decides.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"spring.datasource.url=jdbc:h2:mem:five-paths;DB_CLOSE_DELAY=-1"})
class FivePathsParityTest extends LabBrowserlessTest {

    static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    @LocalServerPort
    int port;

    @Autowired
    McpTokens tokens;

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentGates gates;

    @Autowired
    AuditLog audit;

    @Autowired
    WireLog wire;

    @Autowired
    Accounts accounts;

    @Autowired
    Sandboxes sandboxes;

    SandboxId sandbox;
    McpSyncClient agent;
    final Map<Channel, Runnable> paths = new LinkedHashMap<>();

    @BeforeEach
    void openLab4WithEveryPath() {
        navigate("labs/account", Component.class);
        sandbox = sessionSandbox();
        agent = ParityFixtures.mcpAgent(port, tokens.issue(sandbox));
        paths.put(Channel.BUTTON, () -> test(button("request-deletion")).click());
        paths.put(Channel.INSPECTOR, () -> {
            test(find(TextArea.class).id("inspector-args")).setValue("{}");
            test(button("inspector-invoke")).click();
        });
        paths.put(Channel.SIMULATED_AGENT, () -> test(button("simulate-agent")).click());
        paths.put(Channel.WEBMCP, () -> find(WebMcpBridge.class).single().call("delete_account", "{}"));
        paths.put(
                Channel.MCP,
                () -> agent.callTool(McpSchema.CallToolRequest.builder("delete_account")
                        .arguments(Map.of())
                        .build()));
    }

    @AfterEach
    void closeAgent() {
        agent.closeGracefully();
    }

    @Test
    void everyPathStopsAtTheSameGateAndOnlyThePersonsConfirmDeletesOnce() {
        Map<Channel, List<String>> auditByPath = new LinkedHashMap<>();
        for (Map.Entry<Channel, Runnable> path : paths.entrySet()) {
            Channel channel = path.getKey();
            int wireBefore = wire.entries(sandbox).size();
            path.getValue().run();
            path.getValue().run();

            List<ToolCall> asked = ParityFixtures.newestTwo(calls.list(sandbox), channel);
            assertThat(asked).as(channel.label()).hasSize(2).allSatisfy(call -> {
                assertThat(call.state()).isEqualTo(CallState.APPROVAL_REQUESTED);
                assertThat(call.resultText()).isEqualTo(PENDING);
            });
            Gate gate = gates.pending(sandbox).getFirst();
            assertThat(gates.pending(sandbox)).as("a repeat joins the gate").hasSize(1);
            assertThat(asked).extracting(ToolCall::gateId).containsOnly(gate.id());
            assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
            assertThat(wire.entries(sandbox))
                    .as("nothing on the wire before the decision")
                    .hasSize(wireBefore);

            await(
                    "the gate in the page",
                    () -> find(Div.class).withId("consent-gate").exists());
            personClicks(button("consent-confirm"));

            assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.DELETED);
            List<WireEntry> after = wire.entries(sandbox);
            assertThat(after).as("exactly one effect per decision").hasSize(wireBefore + 1);
            WireEntry effect = after.stream()
                    .filter(e -> asked.getFirst().id() == e.callId())
                    .findFirst()
                    .orElseThrow();
            Gate decided = gates.all(sandbox).stream()
                    .filter(g -> g.id() == gate.id())
                    .findFirst()
                    .orElseThrow();
            assertThat(effect.seq()).as("the effect left after the decision").isGreaterThan(decided.decisionSeq());
            assertThat(ParityFixtures.newestTwo(calls.list(sandbox), channel))
                    .extracting(ToolCall::state)
                    .containsOnly(CallState.OUTPUT_AVAILABLE);
            auditByPath.put(channel, ParityFixtures.comparable(audit.records(sandbox), asked, channel));

            sandboxes.reset(sandbox);
            await(
                    "the reset page",
                    () -> find(Span.class).id("account-status").getText().equals("ACTIVE"));
        }
        List<String> buttons = auditByPath.get(Channel.BUTTON);
        assertThat(buttons).hasSizeGreaterThanOrEqualTo(5);
        auditByPath.forEach(
                (channel, rows) -> assertThat(rows).as(channel.label()).isEqualTo(buttons));
    }

    @Test
    void askedFromAllFivePathsAtOnceItIsStillOneGateAndOneCancelDeclinesThemAll() {
        paths.values().forEach(Runnable::run);

        assertThat(gates.pending(sandbox)).hasSize(1);
        long gateId = gates.pending(sandbox).getFirst().id();
        assertThat(calls.list(sandbox))
                .hasSize(5)
                .allSatisfy(call -> assertThat(call.gateId()).isEqualTo(gateId))
                .extracting(ToolCall::channel)
                .containsExactlyInAnyOrder(Channel.values());
        await(
                "the gate in the page",
                () -> find(Div.class).withId("consent-gate").exists());
        test(button("consent-cancel")).click();

        assertThat(calls.list(sandbox)).allSatisfy(call -> {
            assertThat(call.state()).isEqualTo(CallState.OUTPUT_DENIED);
            assertThat(call.outcome()).isEqualTo(Outcome.DECLINED);
        });
        assertThat(accounts.find(sandbox).status()).isEqualTo(AccountStatus.ACTIVE);
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    private Button button(String id) {
        return find(Button.class).id(id);
    }
}
