package org.consentlab.lab;

import java.util.List;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Texts;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.Transition;

/**
 * Where a Lab 5 run is, as "step NN / NN": each streamed chunk of arguments, each lifecycle state
 * reached, and the person's consent where an approver must follow, each count as one step. The
 * total is the path the run takes if everyone agrees, until it ends; then it is the steps taken.
 */
public record LifecycleProgress(int step, int total, boolean requesterCanAct, String waitingFor) {

    /** Two digits each, as testers read it ({@code step 00 / 00}); the word in the reader's language. */
    public String counter() {
        return Texts.t("lifecycle.counter", "%02d".formatted(step), "%02d".formatted(total));
    }

    public static LifecycleProgress none() {
        return new LifecycleProgress(0, 0, true, Texts.t("lifecycle.next.none"));
    }

    static LifecycleProgress of(
            LifecycleRun run,
            RequiredDecision required,
            ToolCall call,
            List<Transition> transitions,
            Gate gate,
            boolean heldAtBoundary) {
        int step = run.chunksArrived() + (transitions.size() - 1) + (gate != null && gate.consentSeq() != null ? 1 : 0);
        boolean finished = call.state().isFinal();
        int total = finished ? step : LifecycleRun.CHUNKS + planned(run, required);
        boolean streaming = call.state() == CallState.INPUT_STREAMING;
        return new LifecycleProgress(step, Math.max(step, total), streaming, waitingFor(call, gate, heldAtBoundary));
    }

    /** The states of the path where everyone agrees: ungated calls skip the approval states. */
    private static int planned(LifecycleRun run, RequiredDecision required) {
        if (!required.gated() || run.behaviour() == UiBehaviour.NO_CONFIRMATION) {
            return 3;
        }
        boolean approver = required == RequiredDecision.APPROVAL_OUTSIDE_RUN
                && (run.behaviour() == UiBehaviour.CORRECT || run.behaviour() == UiBehaviour.FIRES_EARLY);
        return approver ? 6 : 5;
    }

    private static String waitingFor(ToolCall call, Gate gate, boolean heldAtBoundary) {
        if (call.state() == CallState.INPUT_STREAMING) {
            return Texts.t("lifecycle.next.streaming");
        }
        if (gate != null && gate.awaitingApprover()) {
            return Texts.t("lifecycle.next.approver", Texts.isolate("/approvals"));
        }
        if (gate != null && gate.pending()) {
            return Texts.t("lifecycle.next.person");
        }
        if (heldAtBoundary) {
            return Texts.t("lifecycle.next.held");
        }
        return call.state().isFinal()
                ? Texts.t("lifecycle.next.finished", LifecycleVerdicts.ended(call))
                : Texts.t("lifecycle.next.running");
    }
}
