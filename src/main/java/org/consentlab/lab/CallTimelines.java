package org.consentlab.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.CallTimeline;
import org.consentlab.toolcall.TimelineEvent;
import org.consentlab.toolcall.TimelineLane;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.Transition;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * Builds a call's timeline from the records alone: transitions, the gate's decision and the
 * wire, in the words of the page that asks for it (states, ids and requests stay as recorded). The screen lane says what the lab pages show in each state; a call that joined a gate
 * shares that gate's decision and its effect, so both appear on its timeline too.
 */
@Service
public class CallTimelines {

    private final ToolCalls calls;
    private final ConsentGates gates;
    private final WireLog wire;

    CallTimelines(ToolCalls calls, ConsentGates gates, WireLog wire) {
        this.calls = calls;
        this.gates = gates;
        this.wire = wire;
    }

    public Optional<CallTimeline> of(long callId) {
        return calls.find(callId).map(this::build);
    }

    private CallTimeline build(ToolCall call) {
        List<Transition> transitions = calls.transitions(call.id());
        Optional<Gate> gate = call.gateId() == null ? Optional.empty() : gates.find(call.gateId());
        List<TimelineEvent> events = new ArrayList<>();
        for (Transition t : transitions) {
            events.add(new TimelineEvent(
                    t.seq(), t.at(), TimelineLane.TOOL_STATE, t.state().label()));
            screen(call, t, gate)
                    .ifPresent(text -> events.add(new TimelineEvent(t.seq(), t.at(), TimelineLane.SCREEN, text)));
            if (t.state() == CallState.APPROVAL_REQUESTED) {
                events.add(new TimelineEvent(
                        t.seq(),
                        t.at(),
                        TimelineLane.CONSENT,
                        gate.map(g -> Texts.t(
                                        "toolcall.event.gate-asks",
                                        String.valueOf(g.id()),
                                        Texts.isolate(g.requiredDecision().label())))
                                .orElse(Texts.t("toolcall.event.gate-armed"))));
            }
        }
        gate.filter(g -> g.consentSeq() != null).ifPresent(g -> {
            events.add(new TimelineEvent(
                    g.consentSeq(),
                    g.consentAt(),
                    TimelineLane.CONSENT,
                    Texts.t("toolcall.event.consented-by", Texts.isolate(String.valueOf(g.consentBy())))));
            events.add(new TimelineEvent(
                    g.consentSeq(), g.consentAt(), TimelineLane.SCREEN, Texts.t("toolcall.event.approval-pending")));
        });
        gate.filter(g -> g.decisionSeq() != null)
                .ifPresent(g -> events.add(new TimelineEvent(
                        g.decisionSeq(),
                        g.decidedAt(),
                        TimelineLane.CONSENT,
                        Texts.t(
                                "toolcall.event.decided-by",
                                Texts.isolate(g.status().label()),
                                Texts.isolate(String.valueOf(g.decidedBy()))))));
        Long effectCall = gate.map(Gate::callId).orElse(call.id());
        wire.ofCalls(call.sandbox(), call.id(), effectCall)
                .forEach(entry ->
                        events.add(new TimelineEvent(entry.seq(), entry.at(), TimelineLane.WIRE, wireText(entry))));
        String title = Texts.t(
                "toolcall.event.title",
                String.valueOf(call.id()),
                Texts.isolate(call.tool()),
                Texts.isolate(call.channel().label()));
        return new CallTimeline(
                call.id(), title, transitions.stream().map(Transition::state).toList(), events);
    }

    /** A held request is on the wire from the moment it left; the lane also says whether it reached the record. */
    private static String wireText(WireEntry entry) {
        return switch (entry.hold()) {
            case STRAIGHT_THROUGH -> entry.request();
            case HELD -> Texts.t("toolcall.event.wire.held", Texts.isolate(entry.request()));
            case RELEASED -> Texts.t("toolcall.event.wire.released", Texts.isolate(entry.request()));
            case DROPPED -> Texts.t("toolcall.event.wire.dropped", Texts.isolate(entry.request()));
        };
    }

    /** What the lab page shows the person at this point of the call. */
    private static Optional<String> screen(ToolCall call, Transition t, Optional<Gate> gate) {
        return switch (t.state()) {
            case APPROVAL_REQUESTED -> Optional.of(Texts.t("toolcall.event.screen.confirmation"));
            case APPROVAL_RESPONDED -> Optional.of(Texts.t("toolcall.event.screen.gate-closed"));
            case OUTPUT_AVAILABLE ->
                Optional.of(Texts.t(
                        gate.isPresent()
                                ? "toolcall.event.screen.done-after-consent"
                                : "toolcall.event.screen.result"));
            case OUTPUT_DENIED ->
                Optional.of(
                        call.outcome() == null
                                ? Texts.t("toolcall.event.screen.nothing-done")
                                : Texts.t(
                                        "toolcall.event.screen.nothing-done-because",
                                        Texts.isolate(call.outcome().label())));
            case OUTPUT_ERROR -> Optional.of(Texts.t("toolcall.event.screen.error"));
            default -> Optional.empty();
        };
    }
}
