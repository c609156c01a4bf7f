package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.listbox.ListBox;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.component.tabs.Tab;
import java.util.List;
import org.consentlab.SurfacesBrowserlessTest;
import org.consentlab.agent.AgentScript;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class AccountLabViewTest extends SurfacesBrowserlessTest {

    @Autowired CurrentSandbox current;
    @Autowired ConsentGates gates;
    @Autowired ToolCalls calls;
    @Autowired WireLog wire;

    private SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(AccountLabView.class);
        sandbox = current.get();
    }

    @Test
    void sidePanelHasThreeTabsAndKeepsTheInspectorIds() {
        for (String id : List.of("tab-inspector", "tab-agent", "tab-timeline")) {
            assertThat($(Tab.class).id(id).isVisible()).isTrue();
        }
        for (String id : List.of("inspector-tool", "inspector-args", "inspector-invoke", "inspector-result",
                "request-deletion", "simulate-agent", "tool-result", "account-status", "reset-sandbox")) {
            assertThat($(com.vaadin.flow.component.Component.class).id(id)).as(id).isNotNull();
        }
        test($(Button.class).id("inspector-invoke")).click();
        assertThat(test($(Pre.class).id("inspector-result")).getText()).contains("PENDING");
        assertThat($(Div.class).id("consent-gate").isVisible()).isTrue();
    }

    @Test
    void impatientAgentLeavesOneGateAndConfirmDeletesOnce() {
        runAgent(AgentScript.IMPATIENT);
        List<ToolCall> agentCalls = calls.list(sandbox).stream()
                .filter(call -> call.channel() == Channel.SIMULATED_AGENT).toList();
        assertThat(agentCalls).hasSize(5).allMatch(call -> call.state() == CallState.APPROVAL_REQUESTED);
        assertThat(gates.pending(sandbox)).hasSize(1);
        assertThat(wire.entries(sandbox)).isEmpty();

        test($(Button.class).id("consent-confirm")).click();

        assertThat(wire.entries(sandbox)).extracting(entry -> entry.request()).containsExactly("DELETE /api/account");
        assertThat(test($(Span.class).id("account-status")).getText()).isEqualTo("DELETED");
        assertThat(calls.list(sandbox)).allMatch(call -> call.state() == CallState.OUTPUT_AVAILABLE);
    }

    @Test
    void injectedAgentGetsUnknownToolAndNothingIsDeleted() {
        runAgent(AgentScript.INJECTED);
        assertThat(transcript()).contains("Unknown tool 'confirm_deletion'").contains(AgentScript.PLANTED_INSTRUCTION);
        assertThat(test($(Span.class).id("account-status")).getText()).isEqualTo("ACTIVE");
        assertThat(claim()).isEqualTo("consistent");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void politeAgentWaitsForConfirmationAndSaysSo() {
        runAgent(AgentScript.POLITE);
        assertThat(transcript()).contains("PENDING. A human must confirm in the page. Nothing deleted yet.")
                .contains("waiting for your decision").contains("input-streaming");
        assertThat(claim()).isEqualTo("consistent");
        assertThat(gates.pending(sandbox)).hasSize(1);
    }

    @Test
    void overclaimingAgentIsContradictedByTheWireAfterCancel() {
        selectAgent(AgentScript.OVERCLAIMING);
        test($(Button.class).id("agent-run")).click();
        await("the gate", () -> $(Button.class).withId("consent-cancel").exists());
        test($(Button.class).id("consent-cancel")).click();
        await("the claim check", () -> !List.of("running").contains(claim()));
        assertThat(transcript()).contains("Your account has been deleted.");
        assertThat(claim()).isEqualTo("contradicted");
        assertThat(test($(Span.class).id("account-status")).getText()).isEqualTo("ACTIVE");
    }

    @Test
    void timelineShowsConsentBeforeTheWireForAConfirmedDeletion() {
        test($(Button.class).id("simulate-agent")).click();
        test($(TabSheet.class).first()).select("Timeline");
        assertThat(rowText("timeline-row-wire")).contains("nothing reached the wire");
        assertThat(rowText("timeline-row-consent")).contains("gate #");

        test($(Button.class).id("consent-confirm")).click();

        ListBox<?> list = $(ListBox.class).id("timeline-calls");
        assertThat(list.getValue()).isNotNull();
        assertThat(rowText("timeline-row-tool-state")).contains("input-streaming").contains("output-available");
        int approved = column("timeline-row-consent", "approved");
        int deleted = column("timeline-row-wire", "DELETE /api/account");
        assertThat(approved).isLessThan(deleted);
        assertThat(rowText("timeline-row-screen")).contains("consent gate on screen");
    }

    private void runAgent(AgentScript script) {
        selectAgent(script);
        test($(Button.class).id("agent-run")).click();
        await("the claim check", () -> !claim().equals("running"));
    }

    @SuppressWarnings("unchecked")
    private void selectAgent(AgentScript script) {
        test($(TabSheet.class).first()).select("Agent");
        Select<AgentScript> picker = $(Select.class).id("agent-script");
        picker.setValue(script);
    }

    private String claim() {
        return $(Span.class).id("agent-claim-check").getText();
    }

    private String transcript() {
        return $(Div.class).id("agent-transcript").getElement().getTextRecursively();
    }

    private String rowText(String id) {
        return $(Div.class).id(id).getElement().getTextRecursively();
    }

    /** The grid column of the first event in a timeline row whose text contains {@code text}. */
    private int column(String rowId, String text) {
        return $(Span.class, $(Div.class).id(rowId)).withTextContaining(text).first().getStyle().get("grid-row")
                .transform(Integer::parseInt);
    }
}
