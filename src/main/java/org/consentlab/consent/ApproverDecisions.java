package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.consent.defence.Judgement;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.DecisionAsked;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.consent.ui.DecisionWords;

/**
 * The kernel's side of an approver's card at /approvals: Approve or Reject, decided by whoever is
 * signed in with the approver role at the press (read again at each, never kept), with the rationale
 * they typed. The press is judged as every card's ({@link CardContext#pressed}); {@link
 * HumanDecisions} mints the approver's decision, and the tool that armed the gate confirms the
 * approval. A person's own card is {@link CardDecisions}.
 */
final class ApproverDecisions implements DecisionControl {

    private final CardContext context;

    ApproverDecisions(CardContext context) {
        this.context = context;
    }

    /**
     * Approve or Reject was pressed: what it did, in words, goes to the page. It stands for no decision
     * where nobody is signed in as an approver, or the rationale is too long.
     */
    void asked(DecisionAsked ask) {
        boolean offered = ask.kind() == Kind.CONFIRM_APPROVAL || ask.kind() == Kind.DECLINE;
        context.pressed(ask.isFromClient() && offered, ask.trusted(), () -> ask.answered(true), () -> {
            boolean tooLong = ask.typed().length() > ApproverDecisionCard.MAX_RATIONALE;
            Optional<HumanDecision> decision = tooLong
                    ? Optional.empty()
                    : HumanDecisions.byApprover(
                            ask.click(),
                            context.gate(),
                            context.viewer(),
                            context.deciding().approver(),
                            ask.typed(),
                            context.clock());
            String told = decision.map(yes -> ask.kind() == Kind.DECLINE
                            ? context.deciding().decisions().decline(yes)
                            : context.tool().confirmApproval(yes))
                    .orElse((tooLong ? DecisionWords.RATIONALE_TOO_LONG : DecisionWords.NOBODY_SIGNED_IN).said());
            ask.answered(decision.isEmpty());
            return told;
        });
    }

    /**
     * An Approve once the approver's passkey was judged: the page is told the judge's words, and where
     * the signature verified, the approver's decision is minted with it and the tool confirms the
     * approval. Who approves is read again now, as for every approval.
     */
    void approvedWithPasskey(Judgement judgement, String rationale) {
        Gate gate = judgement.gate();
        Optional<String> told = gate == null
                ? Optional.of(judgement.said())
                : Optional.ofNullable(judgement.signed())
                        .flatMap(signed -> HumanDecisions.byApproverWithPasskey(
                                gate,
                                context.viewer(),
                                context.deciding().approver(),
                                rationale,
                                context.clock(),
                                signed))
                        .map(decision -> judgement.said() + context.tool().confirmApproval(decision));
        context.onDecided().accept(told.orElse(DecisionWords.NOBODY_SIGNED_IN.said()));
    }
}
