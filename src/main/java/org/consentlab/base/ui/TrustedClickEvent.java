package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.shared.Registration;

/**
 * A click with the server's word on whether a person made it, as {@link TrustedActivation} saw it:
 * a click the browser marked {@code isTrusted}, or the click of a trusted Enter or Space on the
 * control just before. Nothing the page asserts is believed: a script's {@code click()}, a synthetic
 * key event, or any property a script sets on the control, is untrusted. Input injected as a
 * device's (an automation protocol, the operating system) is not told apart.
 */
public class TrustedClickEvent extends ComponentEvent<Component> {

    private final boolean trusted;

    public TrustedClickEvent(Component source, boolean fromClient, boolean trusted) {
        super(source, fromClient);
        this.trusted = trusted;
    }

    public boolean isTrusted() {
        return trusted;
    }

    /** Listens for trusted-or-not clicks on {@code component}, its keyboard activation included. */
    public static Registration listen(Component component, ComponentEventListener<TrustedClickEvent> listener) {
        Registration watching = TrustedActivation.watch(
                component,
                trusted -> ComponentUtil.fireEvent(component, new TrustedClickEvent(component, true, trusted)));
        Registration listening = ComponentUtil.addListener(component, TrustedClickEvent.class, listener);
        return () -> {
            watching.remove();
            listening.remove();
        };
    }
}
