package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.DomListenerRegistration;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.shared.Registration;
import java.util.function.Consumer;

/**
 * What the server itself saw of a person's activation of one control: a click the browser marked
 * {@code isTrusted}, or a trusted Enter or Space key on it. Both are read by the framework from the
 * event object as it is dispatched ({@code event.isTrusted} cannot be set by a page script, and a
 * script's synthetic event carries {@code false}), and the time of the key is the server's own. So
 * nothing a script can write into the page (a property on the button, an attribute, a global) makes
 * a click count. What it cannot tell: input a browser believes came from a device but an automation
 * protocol injected (e.g. CDP {@code Input.dispatchKeyEvent}), and a script that speaks the
 * framework's own messages to the server in the page's name.
 */
public final class TrustedActivation {

    /** vaadin-button clicks itself from script on Enter or Space: that click must follow the key closely. */
    static final long KEY_WINDOW_NANOS = 1_000_000_000L;

    private static final String TRUSTED_KEY = "event.isTrusted && (event.key === 'Enter' || event.key === ' ')";

    private long keyAt;
    private boolean keySeen;

    private TrustedActivation() {}

    /**
     * Watches {@code control}: every click reaches {@code onClick} with whether it counts as a
     * person's (trusted itself, or the click of a trusted key seen just before, used once).
     */
    public static Registration watch(Component control, Consumer<Boolean> onClick) {
        TrustedActivation seen = new TrustedActivation();
        Element element = control.getElement();
        // vaadin-button clicks on the keydown of Enter or Space; a keyup after it must not count again.
        DomListenerRegistration key = keyListener(element, seen);
        DomListenerRegistration click = element.addEventListener("click", event -> {
                    boolean trusted = flag(event, "event.isTrusted");
                    // The key and its click reach the server in one message, in either order: judge once both are in.
                    control.getUI()
                            .ifPresentOrElse(
                                    ui -> ui.beforeClientResponse(
                                            control, context -> onClick.accept(seen.counts(trusted))),
                                    () -> onClick.accept(seen.counts(trusted)));
                })
                .addEventData("event.isTrusted");
        return () -> {
            key.remove();
            click.remove();
        };
    }

    /** Only a trusted Enter or Space is sent at all; the server checks both again on what arrives. */
    private static DomListenerRegistration keyListener(Element element, TrustedActivation seen) {
        return element.addEventListener("keydown", event -> {
                    String key = event.getEventData().path("event.key").asString("");
                    if (flag(event, "event.isTrusted") && (key.equals("Enter") || key.equals(" "))) {
                        seen.sawKey();
                    }
                })
                .setFilter(TRUSTED_KEY)
                .addEventData("event.isTrusted")
                .addEventData("event.key");
    }

    private static boolean flag(DomEvent event, String name) {
        return event.getEventData().path(name).asBoolean(false);
    }

    private synchronized void sawKey() {
        keyAt = System.nanoTime();
        keySeen = true;
    }

    /** A trusted click counts; an untrusted one only as the click of a trusted key just before, once. */
    synchronized boolean counts(boolean trustedClick) {
        boolean byKey = keySeen && System.nanoTime() - keyAt < KEY_WINDOW_NANOS;
        keySeen = false;
        return trustedClick || byKey;
    }
}
