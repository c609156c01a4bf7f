package org.consentlab.base.ui;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.List;

/**
 * A button whose clicks ask the browser for the click alone. Vaadin's button has every click
 * listener, its own disable-on-click listener included, ask the browser for ten event data
 * (coordinates, modifier keys, mouse button, click count), and an open page keeps each such set in
 * its state: about 1.6 KiB a button, and nothing here reads them. This button keeps its click
 * listeners itself and hears the browser through one DOM listener that asks for nothing; a click
 * fired on the server ({@code click()}, a browserless test's click) reaches the same listeners, and
 * a click shortcut clicks in the browser. The listeners get a {@link ClickEvent} without the
 * browser's data: {@code -1} for coordinates and mouse button, one click, no modifier keys. A click
 * on a disabled button is dropped, as Vaadin's own listener drops it. Not for a decision that must
 * be a person's: those controls listen with {@link TrustedClickEvent}, which reads
 * {@code event.isTrusted}.
 */
public class LeanButton extends Button {

    // No initializer: Button's constructor adds its own click listener before this class's fields are set.
    private List<ComponentEventListener<ClickEvent<Button>>> clickListeners;

    public LeanButton() {}

    public LeanButton(String text) {
        super(text);
    }

    public LeanButton(String text, ComponentEventListener<ClickEvent<Button>> listener) {
        super(text, listener);
    }

    public LeanButton(Component icon) {
        super(icon);
    }

    @Override
    @SuppressWarnings("unchecked")
    protected <T extends ComponentEvent<?>> Registration addListener(
            Class<T> eventType, ComponentEventListener<T> listener) {
        if (!ClickEvent.class.equals(eventType)) {
            return super.addListener(eventType, listener);
        }
        if (clickListeners == null) {
            clickListeners = new ArrayList<>(2);
            getElement().addEventListener("click", event -> fireEvent(clickFromBrowser()));
        }
        ComponentEventListener<ClickEvent<Button>> click =
                (ComponentEventListener<ClickEvent<Button>>) (ComponentEventListener<?>) listener;
        clickListeners.add(click);
        return Registration.once(() -> clickListeners.remove(click));
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void fireEvent(ComponentEvent<?> event) {
        if (event.getClass() != ClickEvent.class || clickListeners == null) {
            super.fireEvent(event);
            return;
        }
        ClickEvent<Button> click = (ClickEvent<Button>) event;
        // A listener may remove itself or add another while the click is handed round.
        List.copyOf(clickListeners).forEach(listener -> listener.onComponentEvent(click));
    }

    private ClickEvent<Button> clickFromBrowser() {
        return new ClickEvent<>(this, true, -1, -1, -1, -1, 1, -1, false, false, false, false);
    }
}
