package org.consentlab.consent.ui;

import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.i18n.Texts;

/**
 * Lab 5's dialog: exactly the text the page under test shows, Confirm and Cancel. Where an
 * approver must also decide, the person's Confirm only records their consent; the card then says
 * so and offers only to withdraw.
 */
public class LifecycleDialogCard extends ConsentGateCard {

    public LifecycleDialogCard(Gate gate) {
        super(gate);
        getContent().setId("lifecycle-dialog");
        HorizontalLayout buttons = new HorizontalLayout();
        if (!gate.awaitingApprover()) {
            buttons.add(clicked(
                    GateCardParts.button("lifecycle-confirm", getTranslation("consent.lifecycle.confirm"), DANGER),
                    Kind.CONFIRM));
        }
        buttons.add(clicked(
                GateCardParts.button(
                        "lifecycle-cancel",
                        getTranslation(
                                gate.awaitingApprover() ? "consent.lifecycle.withdraw" : "consent.lifecycle.cancel")),
                Kind.DECLINE));
        getContent()
                .add(
                        title(
                                "lifecycle-dialog-title",
                                gate.awaitingApprover()
                                        ? getTranslation("consent.lifecycle.awaiting")
                                        : getTranslation("consent.lifecycle.title", Texts.isolate(gate.tool()))),
                        GateCardParts.consequence("lifecycle-dialog-text", gate),
                        GateCardParts.meta(gate),
                        buttons);
    }
}
