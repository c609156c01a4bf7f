package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.function.Supplier;

/**
 * Where the handoff card sits in the page. The card is kept while the same handoff waits, so a
 * code being typed survives other changes in the sandbox; it is rebuilt for a new handoff.
 */
class HandoffSlot extends Div {

    private Long shownGate;

    HandoffSlot() {
        setId("handoff-slot");
        clear();
    }

    void show(long gateId, Supplier<Component> card) {
        if (shownGate == null || shownGate != gateId) {
            removeAll();
            add(card.get());
            shownGate = gateId;
        }
    }

    void clear() {
        shownGate = null;
        removeAll();
        add(new Paragraph(getTranslation("reports.handoff.none")));
    }
}
