package org.consentlab.consent;

import org.consentlab.tool.RequiredDecision;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * The human side of Lab 5's gates. The person's yes in the page opens a gate that asks only for
 * them; where an approver must decide, it is recorded and the gate waits for the approver's yes.
 * Only then does the request leave, unless a wrong design already sent it when the dialog opened.
 */
@Service
class LifecycleConfirms {

    private final GateDecisions decisions;
    private final LifecycleRuns runs;
    private final LifecycleEffects effects;
    private final WireLog wire;

    LifecycleConfirms(GateDecisions decisions, LifecycleRuns runs, LifecycleEffects effects, WireLog wire) {
        this.decisions = decisions;
        this.runs = runs;
        this.effects = effects;
        this.wire = wire;
    }

    String confirmInPage(HumanDecision decision, Gate gate) {
        return gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                ? decisions.recordConsent(decision)
                : decisions.approveAndRun(decision, this::afterEveryDecision);
    }

    String confirmApproval(HumanDecision decision) {
        return decisions.approveAndRun(decision, this::afterEveryDecision);
    }

    String decline(HumanDecision decision) {
        return decisions.decline(decision);
    }

    private EffectResult afterEveryDecision(Gate gate) {
        LifecycleRun run = runs.find(gate.callId()).orElseThrow();
        boolean alreadySent = wire.entries(gate.sandbox()).stream()
                .anyMatch(entry -> entry.isFor(run.callId()));
        return alreadySent
                ? EffectResult.done("The request had already left when the dialog opened; nothing more was sent.")
                : effects.send(run);
    }
}
