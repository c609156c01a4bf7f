package org.consentlab.consent;

import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;

/**
 * One gated tool, whole: its declaration, how a request becomes a gate (its public
 * {@code request*} method, the only part any path reaches), and its effect once every required
 * decision is made. Every gated tool is one subclass in this package, found by {@link GatedTools};
 * the decision controls dispatch to it by lookup, so adding a gated tool touches its own file only.
 * The confirms here are package-private and reached only from the human decision controls.
 */
abstract class GatedTool {

    private final GateDecisions decisions;
    private final ToolDeclaration declaration;

    GatedTool(GateDecisions decisions, ToolDeclaration declaration) {
        this.decisions = decisions;
        this.declaration = declaration;
    }

    final ToolDeclaration declaration() {
        return declaration;
    }

    /** The effect, run once, in the transaction that opened the gate; it writes the wire as it reaches the record. */
    abstract EffectResult effect(Gate gate);

    /** Whether this tool armed the gate. By name; a tool that shares its name with another narrows this. */
    boolean armed(Gate gate) {
        return gate.tool().equals(declaration().name()) && !LifecycleRequests.isRun(gate);
    }

    /** The risk an approver is shown. */
    RiskDeclaration risk(Gate gate) {
        return declaration().risk();
    }

    /**
     * The person's yes in their page: where an approver outside the run must also decide, it is
     * recorded and the gate waits; otherwise it opens the gate and the effect runs.
     */
    String confirm(HumanDecision decision) {
        return decisions.awaitsApproverAfter(decision) ? decisions.recordConsent(decision)
                : decisions.approveAndRun(decision, this::effect);
    }

    /** An approver's yes, after the person's: opens the gate, and the effect runs. */
    String confirmApproval(HumanDecision decision) {
        return decisions.approveAndRun(decision, this::effect);
    }

    /** A yes that also covers the rest of the session; only a tool whose policy permits it offers one. */
    String confirmForSession(HumanDecision decision) {
        return "No session-wide allow exists for " + declaration().name() + "; nothing was done.";
    }

    /** The person's own submit of a handoff; only a handoff tool has one. */
    String confirmHandoff(HumanDecision decision, String typedCode) {
        return "No handoff exists for " + declaration().name() + "; nothing was done.";
    }

    final GateDecisions decisions() {
        return decisions;
    }
}
