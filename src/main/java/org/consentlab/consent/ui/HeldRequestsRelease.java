package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.shared.Registration;

/**
 * Lab 5's "Release held requests": releasing lets held requests reach their records, which is an
 * effect, so it is a person's decision like a confirm. The button only asks; the kernel acts on a
 * click from the browser, and only on the held requests of the sandbox whose page it sits in.
 */
public class HeldRequestsRelease extends Button {

    public HeldRequestsRelease() {
        super("Release held requests");
        setId("release-wire");
        addClickListener(click -> fireEvent(new ReleaseAsked(this, click)));
    }

    /** Hears the person's release. */
    public Registration onAsked(ComponentEventListener<ReleaseAsked> listener) {
        return addListener(ReleaseAsked.class, listener);
    }
}
