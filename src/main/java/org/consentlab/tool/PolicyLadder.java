package org.consentlab.tool;

/**
 * The policy ladder: reversibility picks the rung, and the kind and the confirm override may
 * only move it up. Nothing a declaration says can move a tool below its reversibility's rung.
 */
public final class PolicyLadder {

    private PolicyLadder() {}

    public static RequiredDecision requiredDecision(RiskDeclaration risk) {
        RequiredDecision rung = switch (risk.reversibility()) {
            case REVERSIBLE_BY_USER -> RequiredDecision.NONE;
            case REVERSIBLE_BY_OPERATOR -> RequiredDecision.EXPLICIT_CONSENT;
            case IRREVERSIBLE_BOUNDED -> RequiredDecision.CONSENT_NAMING_CONSEQUENCE;
            case IRREVERSIBLE_UNBOUNDED -> RequiredDecision.APPROVAL_OUTSIDE_RUN;
        };
        if (risk.kind() == Kind.DANGER || risk.confirm() != ConfirmOverride.DEFAULT) {
            rung = rung.atLeast(RequiredDecision.EXPLICIT_CONSENT);
        }
        return rung;
    }

    /**
     * Whether a person may say "always allow for this session". Only for plain explicit consent:
     * never under confirm always, never where the consequence must be named or an approver must
     * decide, and never for a handoff, which the person must carry out each time.
     */
    public static boolean allowsSessionWide(RiskDeclaration risk) {
        return risk.confirm() != ConfirmOverride.ALWAYS
                && risk.handoff().isEmpty()
                && requiredDecision(risk) == RequiredDecision.EXPLICIT_CONSENT;
    }

    /** A tighter launch policy: the stricter of the two rungs, never the looser. */
    public static RequiredDecision tighten(RequiredDecision declared, RequiredDecision launchPolicy) {
        return declared.atLeast(launchPolicy);
    }
}
