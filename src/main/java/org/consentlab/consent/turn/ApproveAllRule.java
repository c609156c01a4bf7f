package org.consentlab.consent.turn;

import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;

/**
 * Which calls one click on Approve all may stand for. Only explicit consent, the lowest gated
 * rung, where a yes means the same for every call: never a consequence that must be named and
 * read (irreversible), never an approver's decision (the person cannot give it), never an
 * unbounded effect, never a handoff (the person must do that step themselves).
 */
final class ApproveAllRule {

    private ApproveAllRule() {}

    static boolean mayCover(RequiredDecision rung, RiskDeclaration risk) {
        return rung == RequiredDecision.EXPLICIT_CONSENT
                && risk.reversibility() != Reversibility.IRREVERSIBLE_UNBOUNDED
                && risk.reversibility() != Reversibility.IRREVERSIBLE_BOUNDED
                && risk.handoff().isEmpty();
    }
}
