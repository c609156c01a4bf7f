package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;

/**
 * Brings a newly armed gate into the window without touching focus: an agent's request may arm a
 * gate while the person reads elsewhere on the page, and an agent must never move the person's focus.
 */
final class LabScroll {

    private LabScroll() {}

    /** Scrolls the least distance that shows {@code component}, after the browser has laid it out. */
    static void intoView(Component component) {
        component.getElement().executeJs("requestAnimationFrame(() => this.scrollIntoView({block: 'nearest'}))");
    }
}
