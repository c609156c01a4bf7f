package org.consentlab.consent;

import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/**
 * Lab 5's dialog: exactly the text the page under test shows, Confirm and Cancel. Where an
 * approver must also decide, the person's Confirm only records their consent; the card then says
 * so and offers only to withdraw.
 */
class LifecycleDialogCard extends ConsentGateCard {

    LifecycleDialogCard(Context context) {
        super(context);
        getContent().setId("lifecycle-dialog");
        HorizontalLayout buttons = new HorizontalLayout();
        if (!gate.awaitingApprover()) {
            buttons.add(on(GateCardParts.button("lifecycle-confirm", "Confirm", DANGER), context.tool()::confirm));
        }
        buttons.add(on(
                GateCardParts.button("lifecycle-cancel", gate.awaitingApprover() ? "Withdraw" : "Cancel"),
                context.decisions()::decline));
        getContent()
                .add(
                        title(
                                "lifecycle-dialog-title",
                                gate.awaitingApprover()
                                        ? "Awaiting approval by an approver"
                                        : "Confirm: " + gate.tool()),
                        GateCardParts.text("lifecycle-dialog-text", gate.consequence(), "consequence"),
                        GateCardParts.meta(gate),
                        buttons);
    }
}
