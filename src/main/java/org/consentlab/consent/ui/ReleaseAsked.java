package org.consentlab.consent.ui;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.button.Button;

/**
 * A person asked to release the held requests of their own page, with the click it came with (the
 * kernel judges it). A release is about no one gate, so it is no card's {@link DecisionAsked}. Only
 * {@link HeldRequestsRelease} makes one (the constructor is package-private).
 */
public final class ReleaseAsked extends ComponentEvent<HeldRequestsRelease> {

    private final ClickEvent<Button> click;

    ReleaseAsked(HeldRequestsRelease source, ClickEvent<Button> click) {
        super(source, click.isFromClient());
        this.click = click;
    }

    /** The click the ask came with, for the kernel to judge. */
    public ClickEvent<Button> click() {
        return click;
    }
}
