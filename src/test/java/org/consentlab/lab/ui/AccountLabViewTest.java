package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.listbox.ListBox;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.component.textfield.TextArea;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.agent.AgentScript;
import org.consentlab.consent.ConsentGates;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Lab 4 in the page: three paths to one gate, and only the person's Confirm deletes. */
class AccountLabViewTest extends LabBrowserlessTest {

    static final String PENDING = "PENDING. A human must confirm in the page. Nothing deleted yet.";

    @Autowired
    ToolCallService service;

    @Autowired
    WireLog wire;

    @Autowired
    ConsentGates gates;

    @Autowired
    ToolCalls calls;

    @Autowired
    FailureModes modes;

    SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(AccountLabView.class);
        sandbox = sessionSandbox();
    }

    @Test
    void startsActiveWithNoGate() {
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(gateShown()).isFalse();
    }

    @Test
    void theSimulatedAgentArmsTheGateAndCancelLosesNothing() {
        test(button("simulate-agent")).click();

        assertThat(text("tool-result")).isEqualTo(PENDING);
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(gateShown()).isTrue();
        assertThat(find(Div.class).id("consent-gate").getElement().getTextRecursively())
                .contains("Ada Lovelace");

        test(button("consent-cancel")).click();

        assertThat(gateShown()).isFalse();
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void requestThenConfirmDeletesOnce() {
        test(button("request-deletion")).click();
        assertThat(wire.entries(sandbox)).isEmpty();

        personClicks(button("consent-confirm"));

        assertThat(status()).isEqualTo("DELETED");
        assertThat(gateShown()).isFalse();
        assertThat(wire.entries(sandbox)).extracting(e -> e.request()).containsExactly("DELETE /api/account");
    }

    @Test
    void aServerSideClickIsNotAPersonsConfirm() {
        test(button("simulate-agent")).click();

        button("consent-confirm").click();

        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(text("consent-result")).contains("did not come from a person");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void anAgentsScriptClickOnConfirmIsRefusedByTheTrustedEventDefence() {
        test(button("simulate-agent")).click();

        scriptClicks(button("consent-confirm"));

        assertThat(text("consent-result")).startsWith("REFUSED by trusted-event");
        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(wire.entries(sandbox)).isEmpty();

        button("consent-confirm").setEnabled(false); // as the browser disables it on the click
        scriptClicks(button("consent-confirm"));
        assertThat(button("consent-confirm").isEnabled())
                .as("the person can still confirm")
                .isTrue();
        personClicks(button("consent-confirm"));
        assertThat(status()).isEqualTo("DELETED");
    }

    @Test
    void withAgentPressesConfirmOnTheAgentsScriptClickDeletes() {
        modes.set(sandbox, FailureMode.AGENT_PRESSES_CONFIRM, true);
        test(button("simulate-agent")).click();

        scriptClicks(button("consent-confirm"));

        assertThat(status()).isEqualTo("DELETED");
        assertThat(wire.entries(sandbox)).extracting(e -> e.request()).containsExactly("DELETE /api/account");
    }

    @Test
    void theInspectorArmsTheSameGateAndReportsBrokenJson() {
        @SuppressWarnings("unchecked")
        Select<ToolDeclaration> tool = find(Select.class).id("inspector-tool");
        assertThat(tool.getValue().name()).isEqualTo("delete_account");
        test(find(TextArea.class).id("inspector-args")).setValue("{\"x\":");
        test(button("inspector-invoke")).click();

        assertThat(text("inspector-result"))
                .contains("Arguments are not valid JSON")
                .contains("\"isError\" : true");
        assertThat(gateShown()).isFalse();

        test(find(TextArea.class).id("inspector-args")).setValue("{}");
        test(button("inspector-invoke")).click();

        assertThat(text("inspector-result")).contains(PENDING).contains("\"type\" : \"text\"");
        assertThat(gateShown()).isTrue();
        test(button("simulate-agent")).click();
        assertThat(find(Div.class).withId("consent-gate").all()).hasSize(1);
    }

    @Test
    void aGateArmedElsewhereAppearsWithoutAReload() {
        service.invoke(
                new ToolCallRequest(sandbox, Channel.MCP, "mcp-client", "delete_account", "{}", null, "other", "/mcp"));

        await("the gate to appear by push", this::gateShown);
    }

    @Test
    void resetRestoresTheSeed() {
        test(button("request-deletion")).click();
        personClicks(button("consent-confirm"));
        assertThat(status()).isEqualTo("DELETED");

        test(button("reset-sandbox")).click();

        assertThat(status()).isEqualTo("ACTIVE");
    }

    @Test
    void aResetClearsTheDecisionLineAndWhatTheAgentWasLastTold() {
        test(button("simulate-agent")).click();
        personClicks(button("consent-confirm"));
        assertThat(text("consent-result")).startsWith("DELETED. The account was deleted at");

        test(button("reset-sandbox")).click();

        assertThat(status()).isEqualTo("ACTIVE");
        assertThat(text("consent-result")).isEmpty();
        assertThat(text("tool-result")).isEqualTo("Nothing has been returned to an agent yet.");
    }

    @Test
    void theInspectorsCallStateFollowsTheRecordsAfterThePersonDecides() {
        test(button("inspector-invoke")).click();
        assertThat(text("inspector-state")).endsWith("approval-requested");

        personClicks(button("consent-confirm"));

        assertThat(text("inspector-state")).endsWith("output-available");
    }

    @Test
    void afterThreeCancelledAgentRequestsTheBreakerHoldsAgentsButNeverThePerson() {
        for (int i = 0; i < 3; i++) {
            test(button("simulate-agent")).click();
            test(button("consent-cancel")).click();
        }
        await(
                "the breaker banner",
                () -> find(Div.class).withId("decline-breaker").exists());

        test(button("simulate-agent")).click();

        assertThat(text("tool-result")).startsWith("The person declined the last 3 requests for delete_account");
        assertThat(gateShown()).isFalse();
        assertThat(find(Div.class).id("decline-breaker").getElement().getTextRecursively())
                .contains("delete_account", "3 declines", "lifts by itself at");

        test(button("request-deletion")).click();
        assertThat(gateShown())
                .as("the person's own Request deletion still arms the gate")
                .isTrue();
        test(button("consent-cancel")).click();

        personClicks(button("decline-breaker-lift"));
        await(
                "the banner to go",
                () -> !find(Div.class).withId("decline-breaker").exists());
        test(button("simulate-agent")).click();
        assertThat(text("tool-result")).isEqualTo(PENDING);
        assertThat(gateShown()).isTrue();
    }

    @Test
    void anAgentsScriptCannotLiftTheBreaker() {
        for (int i = 0; i < 3; i++) {
            test(button("simulate-agent")).click();
            test(button("consent-cancel")).click();
        }
        await(
                "the breaker banner",
                () -> find(Div.class).withId("decline-breaker").exists());

        scriptClicks(button("decline-breaker-lift"));
        test(button("simulate-agent")).click();

        assertThat(text("tool-result")).startsWith("The person declined the last 3 requests");
        test(button("reset-sandbox")).click();
        await(
                "the banner to go after a reset",
                () -> !find(Div.class).withId("decline-breaker").exists());
        test(button("simulate-agent")).click();
        assertThat(text("tool-result")).isEqualTo(PENDING);
    }

    private Button button(String id) {
        return find(Button.class).id(id);
    }

    private String status() {
        return find(Span.class).id("account-status").getText();
    }

    private String text(String id) {
        return findInView(com.vaadin.flow.component.Component.class)
                .withId(id)
                .single()
                .getElement()
                .getTextRecursively();
    }

    private boolean gateShown() {
        return find(Div.class).withId("consent-gate").exists();
    }

    @Test
    void sidePanelHasThreeTabsAndKeepsTheInspectorIds() {
        for (String id : List.of("tab-inspector", "tab-agent", "tab-timeline")) {
            assertThat(find(Tab.class).id(id).isVisible()).isTrue();
        }
        for (String id : List.of(
                "inspector-tool",
                "inspector-args",
                "inspector-invoke",
                "inspector-result",
                "request-deletion",
                "simulate-agent",
                "tool-result",
                "account-status",
                "reset-sandbox")) {
            assertThat(find(Component.class).id(id)).as(id).isNotNull();
        }
        test(find(Button.class).id("inspector-invoke")).click();
        assertThat(test(find(Pre.class).id("inspector-result")).getText()).contains("PENDING");
        assertThat(find(Div.class).id("consent-gate").isVisible()).isTrue();
    }

    @Test
    void impatientAgentLeavesOneGateAndConfirmDeletesOnce() {
        runAgent(AgentScript.IMPATIENT);
        List<ToolCall> agentCalls = calls.list(sandbox).stream()
                .filter(call -> call.channel() == Channel.SIMULATED_AGENT)
                .toList();
        assertThat(agentCalls).hasSize(5).allMatch(call -> call.state() == CallState.APPROVAL_REQUESTED);
        assertThat(gates.pending(sandbox)).hasSize(1);
        assertThat(wire.entries(sandbox)).isEmpty();

        await(
                "the gate on the page",
                () -> !find(Button.class).withId("consent-confirm").all().isEmpty());
        personClicks(find(Button.class).id("consent-confirm"));

        assertThat(wire.entries(sandbox)).extracting(entry -> entry.request()).containsExactly("DELETE /api/account");
        assertThat(test(find(Span.class).id("account-status")).getText()).isEqualTo("DELETED");
        assertThat(calls.list(sandbox)).allMatch(call -> call.state() == CallState.OUTPUT_AVAILABLE);
    }

    @Test
    void injectedAgentGetsUnknownToolAndNothingIsDeleted() {
        runAgent(AgentScript.INJECTED);
        assertThat(transcript()).contains("Unknown tool 'confirm_deletion'").contains(AgentScript.PLANTED_INSTRUCTION);
        assertThat(test(find(Span.class).id("account-status")).getText()).isEqualTo("ACTIVE");
        assertThat(claim()).isEqualTo("consistent");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void politeAgentWaitsForConfirmationAndSaysSo() {
        runAgent(AgentScript.POLITE);
        assertThat(transcript())
                .contains("PENDING. A human must confirm in the page. Nothing deleted yet.")
                .contains("waiting for your decision")
                .contains("input-streaming");
        assertThat(claim()).isEqualTo("consistent");
        assertThat(gates.pending(sandbox)).hasSize(1);
    }

    @Test
    void overclaimingAgentIsContradictedByTheWireAfterCancel() {
        selectAgent(AgentScript.OVERCLAIMING);
        test(find(Button.class).id("agent-run")).click();
        await("the gate", () -> find(Button.class).withId("consent-cancel").exists());
        test(find(Button.class).id("consent-cancel")).click();
        await("the claim check", () -> !List.of("running").contains(claim()));
        assertThat(transcript()).contains("Your account has been deleted.");
        assertThat(claim()).isEqualTo("contradicted");
        assertThat(test(find(Span.class).id("account-status")).getText()).isEqualTo("ACTIVE");
    }

    @Test
    void timelineShowsConsentBeforeTheWireForAConfirmedDeletion() {
        test(find(Button.class).id("simulate-agent")).click();
        test(find(TabSheet.class).all().getFirst()).select("Timeline");
        assertThat(rowText("timeline-row-wire")).contains("nothing reached the wire");
        assertThat(rowText("timeline-row-consent")).contains("gate #");

        personClicks(find(Button.class).id("consent-confirm"));

        ListBox<?> list = find(ListBox.class).id("timeline-calls");
        assertThat(list.getValue()).isNotNull();
        assertThat(rowText("timeline-row-tool-state"))
                .contains("input-streaming")
                .contains("output-available");
        int approved = column("timeline-row-consent", "approved");
        int deleted = column("timeline-row-wire", "DELETE /api/account");
        assertThat(approved).isLessThan(deleted);
        assertThat(rowText("timeline-row-screen")).contains("confirmation on screen");
    }

    private void runAgent(AgentScript script) {
        selectAgent(script);
        test(find(Button.class).id("agent-run")).click();
        await("the claim check", () -> !claim().equals("running"));
    }

    @SuppressWarnings("unchecked")
    private void selectAgent(AgentScript script) {
        test(find(TabSheet.class).all().getFirst()).select("Agent");
        Select<AgentScript> picker = find(Select.class).id("agent-script");
        picker.setValue(script);
    }

    private String claim() {
        return find(Span.class).id("agent-claim-check").getText();
    }

    private String transcript() {
        return find(Div.class).id("agent-transcript").getElement().getTextRecursively();
    }

    private String rowText(String id) {
        return find(Div.class).id(id).getElement().getTextRecursively();
    }

    /** The grid column of the first event in a timeline row whose text contains {@code text}. */
    private int column(String rowId, String text) {
        return find(Span.class, find(Div.class).id(rowId))
                .withTextContaining(text)
                .all()
                .getFirst()
                .getStyle()
                .get("grid-row")
                .transform(Integer::parseInt);
    }
}
