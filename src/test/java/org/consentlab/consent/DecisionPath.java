package org.consentlab.consent;

/**
 * The human decision path as the decision controls drive it, for tests that decide without a
 * browser: the gated tool is the one the gate's own lookup finds, exactly as a card finds it.
 */
record DecisionPath(GatedTools tools, GateDecisions decisions, ConsentGates gates) {

    /** Lab 5's dialog: the person's Confirm in their page. */
    String confirmInPage(HumanDecision decision, Gate gate) {
        return tools.armed(gate).orElseThrow().confirm(decision);
    }

    /** The approver's card: Approve. */
    String confirmApproval(HumanDecision decision) {
        return tools.armed(gates.find(decision.gateId()).orElseThrow())
                .orElseThrow()
                .confirmApproval(decision);
    }

    String decline(HumanDecision decision) {
        return decisions.decline(decision);
    }
}
