package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.DomEvent;
import com.vaadin.flow.component.EventData;
import com.vaadin.flow.shared.Registration;

/**
 * A click with the browser's word on whether a person made it: {@code event.isTrusted}, true for a
 * pointer click and false for a script calling {@code click()}. A button activated from the
 * keyboard clicks itself from script, so a trusted Enter or Space on it just before counts as
 * trusted too. The browser reports this, so a script in the page that forges the report is not
 * stopped; this only tells a person's click from a script's {@code click()}.
 */
@DomEvent("click")
public class TrustedClickEvent extends ComponentEvent<Component> {

    private static final String KEYBOARD_SCRIPT = """
            $0.addEventListener('keydown', e => {
              if (e.isTrusted && (e.key === 'Enter' || e.key === ' ')) { $0.$personKeyAt = performance.now(); }
            }, true);""";

    private final boolean trusted;

    public TrustedClickEvent(Component source, boolean fromClient,
                             @EventData("event.isTrusted || (element.$personKeyAt !== undefined"
                                     + " && performance.now() - element.$personKeyAt < 1000)") boolean trusted) {
        super(source, fromClient);
        this.trusted = trusted;
    }

    public boolean isTrusted() {
        return trusted;
    }

    /** Listens for trusted-or-not clicks on {@code component}, and lets its keyboard activation count as a person's. */
    public static Registration listen(Component component, ComponentEventListener<TrustedClickEvent> listener) {
        component.getElement().executeJs(KEYBOARD_SCRIPT, component.getElement());
        return ComponentUtil.addListener(component, TrustedClickEvent.class, listener);
    }
}
