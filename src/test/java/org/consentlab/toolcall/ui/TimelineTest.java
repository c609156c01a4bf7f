package org.consentlab.toolcall.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.listbox.ListBox;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.CallTimeline;
import org.consentlab.toolcall.TimelineEvent;
import org.consentlab.toolcall.TimelineLane;
import org.consentlab.toolcall.ToolCall;
import org.junit.jupiter.api.Test;

/** The timeline is fed data only, so any lab (Lab 5 too) can drive it with its own. */
class TimelineTest extends LabBrowserlessTest {

    private static final SandboxId SANDBOX = SandboxId.random();
    private static final Instant T = Instant.parse("2026-11-30T08:00:00Z");

    @Test
    void placesEventsInTheirLanesInSequenceOrderAndFollowsThePick() {
        Timeline timeline = new Timeline(id -> Optional.of(id == 1 ? confirmed() : agentOnly()));
        UI.getCurrent().add(timeline);
        timeline.show(List.of(call(2, CallState.APPROVAL_REQUESTED), call(1, CallState.OUTPUT_AVAILABLE)));

        assertThat(row("timeline-row-wire")).contains("nothing reached the wire");
        assertThat(find(Span.class, find(Div.class).id("timeline-steps"))
                        .withClassName("current")
                        .single()
                        .getText())
                .isEqualTo("approval-requested");

        @SuppressWarnings("unchecked")
        ListBox<ToolCall> calls = find(ListBox.class).id("timeline-calls");
        calls.setValue(calls.getListDataView().getItem(1));

        assertThat(row("timeline-row-wire")).contains("DELETE /api/account");
        assertThat(column("timeline-row-consent", "approved")).isLessThan(column("timeline-row-wire", "DELETE"));
        assertThat(row("timeline-row-screen")).contains("gate on screen");
        assertThat(row("timeline-row-tool-state")).contains("executing");
    }

    @Test
    void followsTheNewestCallUntilOneIsPicked() {
        Timeline timeline = new Timeline(id -> Optional.of(id == 1 ? confirmed() : agentOnly()));
        UI.getCurrent().add(timeline);
        timeline.show(List.of(call(1, CallState.OUTPUT_AVAILABLE)));
        assertThat(row("timeline-row-wire")).contains("DELETE /api/account");
        timeline.show(List.of(call(2, CallState.APPROVAL_REQUESTED), call(1, CallState.OUTPUT_AVAILABLE)));
        assertThat(row("timeline-row-wire")).contains("nothing reached the wire");
        timeline.select(1);
        timeline.show(List.of(
                call(3, CallState.INPUT_STREAMING),
                call(2, CallState.APPROVAL_REQUESTED),
                call(1, CallState.OUTPUT_AVAILABLE)));
        assertThat(row("timeline-row-wire")).contains("DELETE /api/account");
    }

    @Test
    void saysSoWhenThereAreNoCalls() {
        Timeline timeline = new Timeline(id -> Optional.empty());
        UI.getCurrent().add(timeline);
        timeline.show(List.of());
        assertThat(find(Div.class).id("timeline").getElement().getTextRecursively())
                .contains("No tool calls");
    }

    private static CallTimeline confirmed() {
        return new CallTimeline(
                1,
                "#1 delete_account",
                List.of(
                        CallState.INPUT_STREAMING,
                        CallState.INPUT_AVAILABLE,
                        CallState.APPROVAL_REQUESTED,
                        CallState.APPROVAL_RESPONDED,
                        CallState.EXECUTING,
                        CallState.OUTPUT_AVAILABLE),
                List.of(
                        event(12, TimelineLane.WIRE, "DELETE /api/account"),
                        event(3, TimelineLane.SCREEN, "gate on screen"),
                        event(3, TimelineLane.CONSENT, "gate armed"),
                        event(10, TimelineLane.CONSENT, "approved by learner"),
                        event(11, TimelineLane.TOOL_STATE, "executing")));
    }

    private static CallTimeline agentOnly() {
        return new CallTimeline(
                2,
                "#2 delete_account",
                List.of(CallState.INPUT_STREAMING, CallState.INPUT_AVAILABLE, CallState.APPROVAL_REQUESTED),
                List.of(event(20, TimelineLane.CONSENT, "gate armed")));
    }

    private static TimelineEvent event(long seq, TimelineLane lane, String text) {
        return new TimelineEvent(seq, T.plusMillis(seq), lane, text);
    }

    private static ToolCall call(long id, CallState state) {
        return new ToolCall(
                id,
                SANDBOX,
                "delete_account",
                Channel.SIMULATED_AGENT,
                "agent",
                null,
                "{}",
                state,
                null,
                null,
                false,
                null,
                "s",
                "/labs/account",
                T,
                T);
    }

    private String row(String id) {
        return find(Div.class).id(id).getElement().getTextRecursively();
    }

    private int column(String rowId, String text) {
        return Integer.parseInt(find(Span.class, find(Div.class).id(rowId))
                .withTextContaining(text)
                .all()
                .getFirst()
                .getStyle()
                .get("grid-row"));
    }
}
