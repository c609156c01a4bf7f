package org.consentlab.selfapproval;

/** What a Lab 7 run records besides its gate and wire, the latest of each kept (see {@link SelfApprovalSteps}). */
public enum SelfApprovalStep {
    /** What the agent's script reported doing in the page. */
    AGENT,
    /** What Confirm's defence saw, who acted, and what it decided. */
    DEFENCE,
    /** Why the lab closed the run before it was decided. */
    CLOSED
}
