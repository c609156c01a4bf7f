package org.consentlab.security;

import com.vaadin.flow.server.VaadinSession;

/**
 * The address a page's visitor comes from, as the servlet container reported it when their Vaadin
 * session began: the client's own, or the forwarded one only behind a proxy the app is told to
 * trust ({@code server.forward-headers-strategy}). Read from the session, not from the current
 * request, because a click may arrive over the push websocket, whose requests do not carry it.
 */
public final class ClientAddress {

    private ClientAddress() {}

    /** The current Vaadin session's client address; {@code unknown} outside a session. */
    public static String current() {
        VaadinSession session = VaadinSession.getCurrent();
        String address = session == null ? null : session.getBrowser().getAddress();
        return address == null || address.isBlank() ? "unknown" : address;
    }
}
