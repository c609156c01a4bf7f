package org.consentlab.consent;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import java.util.Optional;
import org.consentlab.tool.RiskDeclaration;

/**
 * The approver's decision on a call awaiting approval: the consequence, risk and masked args, a
 * rationale, Approve and Reject. The decider is whoever is signed in with the approver role at
 * the moment of the click, read then, never when the page opened; without one, nothing happens.
 */
class ApproverDecisionCard extends ConsentGateCard {

    /** The longest rationale (the column's size). */
    static final int MAX_RATIONALE = 500;

    private final TextArea rationale = new TextArea("Rationale");

    ApproverDecisionCard(Context context, RiskDeclaration risk, String maskedArgs) {
        super(context);
        getContent().setId("approval-decision");
        rationale.setId("approval-rationale");
        rationale.setMaxLength(MAX_RATIONALE);
        rationale.setWidthFull();
        getContent().add(title("approval-decision-title", "Approve: " + gate.tool()));
        getContent().add(GateCardParts.facts("approval-consequence", gate, risk, maskedArgs));
        getContent()
                .add(
                        rationale,
                        new HorizontalLayout(
                                on(
                                        GateCardParts.button("approval-approve", "Approve", DANGER),
                                        context.tool()::confirmApproval),
                                on(GateCardParts.button("approval-reject", "Reject"), context.decisions()::decline)));
    }

    @Override
    Optional<HumanDecision> decisionNow(ComponentEvent<?> click) {
        String why = rationale.getValue().strip();
        // The field stops typing at the limit, but a request can carry anything: checked here too.
        boolean tooLong = why.length() > MAX_RATIONALE;
        rationale.setErrorMessage(tooLong ? "A rationale has at most " + MAX_RATIONALE + " characters." : null);
        rationale.setInvalid(tooLong);
        if (tooLong) {
            return Optional.empty();
        }
        return context.approver()
                .name()
                .map(approver -> HumanDecisions.byApprover(
                        click,
                        gate,
                        context.viewer(),
                        approver,
                        context.approver().scope(),
                        why,
                        context.clock()));
    }

    @Override
    String noDecision() {
        return rationale.isInvalid()
                ? "The rationale is too long; nothing was done."
                : "Only a signed-in approver can decide here; nothing was done.";
    }
}
