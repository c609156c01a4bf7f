package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.ModalityMode;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import java.util.function.Supplier;

/**
 * The dialog the approval card opens in. Closing it (Esc, a click outside, or ×) is not a "no":
 * it fires a {@link ClosedWithoutDecidingEvent} so that the gate fails closed with its own outcome.
 * The documented id is on the dialog's visible body: the dialog's own element never shows itself,
 * so a tester's "is it visible?" would always say no.
 */
class ApprovalDialog extends Dialog {

    private final Div body = new Div();
    private Long shownGate;

    /** The person closed the dialog over gate {@code gateId} without deciding. */
    static final class ClosedWithoutDecidingEvent extends ComponentEvent<ApprovalDialog> {

        private final long gateId;

        ClosedWithoutDecidingEvent(ApprovalDialog source, long gateId) {
            super(source, true);
            this.gateId = gateId;
        }

        long gateId() {
            return gateId;
        }
    }

    ApprovalDialog() {
        body.setId("approval-dialog");
        add(body);
        setHeaderTitle(getTranslation("reports.dialog.title"));
        setModality(ModalityMode.STRICT);
        Button close = new Button("×", e -> closedByPerson());
        close.setId("approval-close");
        close.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        close.getElement().setAttribute("aria-label", getTranslation("reports.dialog.close"));
        getHeader().add(close);
        addDialogCloseActionListener(e -> closedByPerson());
    }

    /**
     * Shows the card for this gate; rebuilds it only for another gate or when {@code fresh} is asked
     * for. True when the gate is new to the dialog: what the page then announces, once per gate.
     */
    boolean show(long gateId, boolean fresh, Supplier<Component> card) {
        boolean another = shownGate == null || shownGate != gateId;
        if (another || fresh) {
            body.removeAll();
            body.add(card.get());
            shownGate = gateId;
        }
        if (!isOpened()) {
            open();
        }
        return another;
    }

    void addClosedWithoutDecidingListener(ComponentEventListener<ClosedWithoutDecidingEvent> listener) {
        addListener(ClosedWithoutDecidingEvent.class, listener);
    }

    void clear() {
        shownGate = null;
        body.removeAll();
        if (isOpened()) {
            close();
        }
    }

    private void closedByPerson() {
        Long gate = shownGate;
        clear();
        if (gate != null) {
            fireEvent(new ClosedWithoutDecidingEvent(this, gate));
        }
    }
}
