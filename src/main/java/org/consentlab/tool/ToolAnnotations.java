package org.consentlab.tool;

/**
 * The hints an agent sees. They are derived from the risk declaration, never written by hand,
 * so they cannot claim a tool is safer than its declaration says.
 */
public record ToolAnnotations(
        boolean readOnlyHint, boolean consequentialHint, boolean destructiveHint, boolean idempotentHint) {

    public static ToolAnnotations derive(RiskDeclaration risk, boolean idempotent) {
        boolean readOnly = risk.kind() == Kind.READ;
        boolean destructive = !readOnly && risk.reversibility().compareTo(Reversibility.REVERSIBLE_BY_OPERATOR) >= 0;
        return new ToolAnnotations(readOnly, risk.requiredDecision().gated(), destructive, idempotent);
    }
}
