package org.consentlab.consent.ui;

import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.RiskDeclaration;

/**
 * The approver's decision on a call awaiting approval: the consequence, risk and masked args, a
 * rationale, Approve and Reject, and, where the class asks for it, the passkey step Approve goes
 * through. Who decides is for the kernel to read at the click (whoever is
 * signed in with the approver role then, never when the page opened).
 */
public class ApproverDecisionCard extends ConsentGateCard {

    /** The longest rationale (the column's size). */
    public static final int MAX_RATIONALE = 500;

    private final TextArea rationale = new TextArea(getTranslation("consent.approver.rationale"));
    private final PasskeyPrompt passkey = new PasskeyPrompt("approval-passkey", Texts.t("consent.approver.passkey"));

    public ApproverDecisionCard(Gate gate, RiskDeclaration risk, String maskedArgs) {
        super(gate);
        getContent().setId("approval-decision");
        rationale.setId("approval-rationale");
        rationale.setMaxLength(MAX_RATIONALE);
        rationale.setWidthFull();
        getContent()
                .add(title(
                        "approval-decision-title",
                        getTranslation("consent.approver.title", Texts.isolate(gate.tool()))));
        getContent().add(GateCardParts.facts("approval-consequence", gate, risk, maskedArgs));
        getContent()
                .add(
                        rationale,
                        new HorizontalLayout(
                                clicked(
                                        GateCardParts.button(
                                                "approval-approve", getTranslation("consent.approver.approve"), DANGER),
                                        Kind.CONFIRM_APPROVAL),
                                clicked(
                                        GateCardParts.button(
                                                "approval-reject", getTranslation("consent.approval.reject")),
                                        Kind.DECLINE)));
    }

    /**
     * Shows the passkey step (the approver's class asks for their passkey on this call, as the kernel
     * reads it when it listens): what Approve asks the approver's authenticator, and its answer.
     */
    public PasskeyPrompt withPasskeyStep() {
        getContent().add(passkey);
        return passkey;
    }

    @Override
    void checkTyped() {
        // The field stops typing at the limit, but a request can carry anything: the kernel checks too.
        boolean tooLong = rationale.getValue().strip().length() > MAX_RATIONALE;
        rationale.setErrorMessage(tooLong ? getTranslation("consent.approver.too-long", MAX_RATIONALE) : null);
        rationale.setInvalid(tooLong);
    }

    @Override
    String typed(Kind kind) {
        return rationale.getValue().strip();
    }
}
