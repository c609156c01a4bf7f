package org.consentlab.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
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
 * wire. The screen lane says what the lab pages show in each state; a call that joined a gate
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
                        gate.map(g -> "gate #" + g.id() + " asks: "
                                        + g.requiredDecision().label())
                                .orElse("gate armed")));
            }
        }
        gate.filter(g -> g.consentSeq() != null).ifPresent(g -> {
            events.add(new TimelineEvent(
                    g.consentSeq(), g.consentAt(), TimelineLane.CONSENT, "consented by " + g.consentBy()));
            events.add(new TimelineEvent(
                    g.consentSeq(), g.consentAt(), TimelineLane.SCREEN, "approval pending: awaiting an approver"));
        });
        gate.filter(g -> g.decisionSeq() != null)
                .ifPresent(g -> events.add(new TimelineEvent(
                        g.decisionSeq(),
                        g.decidedAt(),
                        TimelineLane.CONSENT,
                        g.status().label() + " by " + g.decidedBy())));
        Long effectCall = gate.map(Gate::callId).orElse(call.id());
        wire.ofCalls(call.sandbox(), call.id(), effectCall)
                .forEach(entry ->
                        events.add(new TimelineEvent(entry.seq(), entry.at(), TimelineLane.WIRE, wireText(entry))));
        String title =
                "#%d %s via %s".formatted(call.id(), call.tool(), call.channel().label());
        return new CallTimeline(
                call.id(), title, transitions.stream().map(Transition::state).toList(), events);
    }

    /** A held request is on the wire from the moment it left; the lane also says whether it reached the record. */
    private static String wireText(WireEntry entry) {
        return switch (entry.hold()) {
            case STRAIGHT_THROUGH -> entry.request();
            case HELD -> "left, HELD at the boundary: " + entry.request();
            case RELEASED -> entry.request() + " (held, then released)";
            case DROPPED -> entry.request() + " (held, then dropped)";
        };
    }

    /** What the lab page shows the person at this point of the call. */
    private static Optional<String> screen(ToolCall call, Transition t, Optional<Gate> gate) {
        return switch (t.state()) {
            case APPROVAL_REQUESTED -> Optional.of("confirmation on screen");
            case APPROVAL_RESPONDED -> Optional.of("gate closed");
            case OUTPUT_AVAILABLE -> Optional.of(gate.isPresent() ? "result: done after consent" : "result shown");
            case OUTPUT_DENIED ->
                Optional.of("nothing done"
                        + (call.outcome() == null ? "" : " (" + call.outcome().label() + ")"));
            case OUTPUT_ERROR -> Optional.of("error shown");
            default -> Optional.empty();
        };
    }
}
