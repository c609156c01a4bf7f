package org.consentlab.toolcall;

import java.util.List;
import org.consentlab.tool.ToolInvocation;
import org.springframework.stereotype.Component;

/**
 * Moves calls through their states for whatever holds them outside the service's own step: a
 * gate armed on a handler's call, a person's decision on a gate and the calls bound to it, an
 * effect that runs on the request path. Every move starts from the state the step holds the call
 * in, so no row is read back to learn where a call stands; should one stand elsewhere after all,
 * the move is checked against the row as stored, as every move is ({@link ToolCalls}).
 */
@Component
public class CallLifecycle {

    private final ToolCalls calls;

    CallLifecycle(ToolCalls calls) {
        this.calls = calls;
    }

    /** The handler's call waits on gate {@code gateId}, the agent told {@code text}: one write of its row. */
    public void pendingOn(ToolInvocation call, long gateId, String text) {
        calls.pendingOn(call.sandbox(), call.callId(), gateId, text);
    }

    /** The handler's call runs its effect on the request path (a standing allowance, a wrong design). */
    public void executing(ToolInvocation call) {
        calls.advance(call.sandbox(), call.callId(), CallState.INPUT_AVAILABLE, CallState.EXECUTING);
    }

    /** The calls bound to a gate, read once by the step that decides it, oldest first. */
    public List<ToolCall> boundTo(long gateId) {
        return calls.ofGate(gateId);
    }

    /** A person answered the gate these calls wait on; the calls as the step now holds them. */
    public List<ToolCall> responded(List<ToolCall> bound) {
        return moved(bound, CallState.APPROVAL_RESPONDED);
    }

    /** The gate's effect is about to run for these calls; the calls as the step now holds them. */
    public List<ToolCall> executing(List<ToolCall> bound) {
        return moved(bound, CallState.EXECUTING);
    }

    /** The effect ran: each call is answered with {@code text}. */
    public void answered(List<ToolCall> bound, String text) {
        bound.forEach(call -> answered(call, text));
    }

    /** One call's own effect ran and it is answered with {@code text}. */
    public void answered(ToolCall call, String text) {
        calls.finish(call, CallState.OUTPUT_AVAILABLE, null, text, false);
    }

    /** One call's effect never reached its record (a held request dropped): it ends in error with {@code text}. */
    public void failed(ToolCall call, String text) {
        calls.finish(call, CallState.OUTPUT_ERROR, null, text, true);
    }

    /** The gate closed without running anything: each call ends denied with {@code outcome}, the agent told {@code text}. */
    public void denied(List<ToolCall> bound, Outcome outcome, String text) {
        bound.forEach(call -> calls.finish(call, CallState.OUTPUT_DENIED, outcome, text, false));
    }

    private List<ToolCall> moved(List<ToolCall> bound, CallState next) {
        bound.forEach(call -> calls.advance(call, next));
        return bound.stream().map(call -> call.movedTo(next)).toList();
    }
}
