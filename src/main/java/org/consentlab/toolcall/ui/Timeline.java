package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.listbox.ListBox;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongFunction;
import org.consentlab.base.Timestamps;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.CallTimeline;
import org.consentlab.toolcall.TimelineEvent;
import org.consentlab.toolcall.TimelineLane;
import org.consentlab.toolcall.ToolCall;

/**
 * The call timeline: a list of the sandbox's calls to pick from, the picked call's lifecycle as a
 * step track, and four lanes over time. Events that share a line happened at the same step of
 * the global sequence, so "consent before wire" reads top to bottom. It is fed calls and a way
 * to load one call's timeline; it reads nothing itself. It follows the newest call until the
 * learner picks one. It shows a window of the newest calls, never the whole history, and
 * redraws only what changed, so a page costs the same with 10,000 calls as with 10.
 */
public class Timeline extends Composite<Div> {

    /** How many of the newest calls the list offers; older ones are in the audit log and the export. */
    public static final int WINDOW = 25;

    private final LongFunction<Optional<CallTimeline>> timelineOf;
    private final ListBox<ToolCall> calls = new ListBox<>();
    private final Div steps = new Div();
    private final Div lanes = new Div();
    private final Paragraph empty = new Paragraph(Texts.t("toolcall.timeline.empty"));
    private final Paragraph windowNote = new Paragraph(Texts.t("toolcall.timeline.window", WINDOW));
    private List<ToolCall> shownCalls = List.of();
    private Optional<CallTimeline> shownTimeline = Optional.empty();
    private Long selected;
    /** True once the learner picked a call; until then the timeline follows the newest call. */
    private boolean picked;

    private boolean updating;

    public Timeline(LongFunction<Optional<CallTimeline>> timelineOf) {
        this.timelineOf = timelineOf;
        Div root = getContent();
        root.setId("timeline");
        root.addClassName("timeline");
        calls.setId("timeline-calls");
        calls.addClassName("timeline-calls");
        calls.getElement().setAttribute("aria-label", getTranslation("toolcall.timeline.calls"));
        calls.setItemLabelGenerator(Timeline::label);
        calls.addValueChangeListener(event -> {
            if (!updating && event.getValue() != null) {
                selected = event.getValue().id();
                picked = true;
                render();
            }
        });
        steps.setId("timeline-steps");
        steps.addClassName("timeline-steps");
        lanes.addClassName("timeline-lanes");
        empty.addClassName("muted");
        windowNote.addClassName("muted");
        windowNote.setVisible(false);
        root.add(new H2(getTranslation("toolcall.timeline.title")), empty, calls, windowNote, steps, lanes);
    }

    /** A control choosing which calls the list offers (a lab's own, or every lab's), shown under the title. */
    public void scopeControl(Component control) {
        getContent().addComponentAtIndex(1, control);
    }

    /** What the list says while it has no call to offer. */
    public void emptyText(String text) {
        empty.setText(text);
    }

    /**
     * Newest first, as {@code ToolCalls.newest} returns them (at most {@link #WINDOW} are offered);
     * keeps the picked call, else picks the newest. Unchanged calls send nothing to the browser.
     */
    public void show(List<ToolCall> newestCalls) {
        List<ToolCall> window = newestCalls.size() > WINDOW ? newestCalls.subList(0, WINDOW) : newestCalls;
        if (!picked || selected == null || window.stream().noneMatch(call -> call.id() == selected)) {
            selected = window.isEmpty() ? null : window.getFirst().id();
        }
        if (!window.equals(shownCalls)) {
            shownCalls = List.copyOf(window);
            updating = true;
            calls.setItems(shownCalls);
            shownCalls.stream()
                    .filter(call -> Objects.equals(call.id(), selected))
                    .findFirst()
                    .ifPresent(calls::setValue);
            updating = false;
        }
        empty.setVisible(window.isEmpty());
        calls.setVisible(!window.isEmpty());
        windowNote.setVisible(window.size() == WINDOW);
        render();
    }

    public void select(long callId) {
        selected = callId;
        picked = true;
        render();
    }

    private void render() {
        Optional<CallTimeline> timeline = selected == null ? Optional.empty() : timelineOf.apply(selected);
        if (timeline.equals(shownTimeline)) {
            return; // the same call in the same state: nothing to send
        }
        shownTimeline = timeline;
        steps.removeAll();
        lanes.removeAll();
        timeline.ifPresent(this::render);
    }

    private void render(CallTimeline timeline) {
        steps.add(new Span(timeline.title()));
        CallState current =
                timeline.reached().isEmpty() ? null : timeline.reached().getLast();
        for (CallState state : CallState.values()) {
            Span step = Verbatim.code(new Span(state.label()));
            step.addClassName("step");
            step.addClassName(
                    state == current ? "current" : timeline.reached().contains(state) ? "reached" : "not-reached");
            steps.add(step);
        }
        List<Long> steps =
                timeline.events().stream().map(TimelineEvent::seq).distinct().toList();
        lanes.getStyle().set("grid-template-rows", "auto repeat(%d, auto)".formatted(Math.max(1, steps.size())));
        for (TimelineLane lane : TimelineLane.values()) {
            lanes.add(lane(lane, timeline.in(lane), steps));
        }
    }

    /**
     * One lane, drawn as a column with time running down, so that four lanes fit a side panel;
     * a subgrid lines every lane up on the same steps.
     */
    private static Div lane(TimelineLane lane, List<TimelineEvent> events, List<Long> steps) {
        Div row = new Div();
        row.setId("timeline-row-" + lane.id());
        row.addClassName("timeline-row");
        row.getStyle().set("grid-row", "1 / span " + (Math.max(1, steps.size()) + 1));
        Span title = new Span(Texts.t("toolcall.lane." + lane.id()));
        title.addClassName("lane-title");
        row.add(title);
        if (events.isEmpty()) {
            Span nothing = new Span(lane == TimelineLane.WIRE ? Texts.t("toolcall.lane.wire.nothing") : "—");
            nothing.addClassName("muted");
            row.add(nothing);
        }
        for (TimelineEvent event : events) {
            Span cell = new Span(event.text());
            cell.addClassName("event");
            cell.getElement()
                    .setAttribute(
                            "title",
                            Timestamps.clock(event.at()) + " · " + Texts.t("toolcall.timeline.step", event.seq()));
            cell.getStyle().set("grid-row", String.valueOf(steps.indexOf(event.seq()) + 2));
            row.add(cell);
        }
        return row;
    }

    private static String label(ToolCall call) {
        return "#%d %s · %s · %s"
                .formatted(
                        call.id(),
                        call.tool(),
                        call.channel().label(),
                        call.state().label());
    }
}
