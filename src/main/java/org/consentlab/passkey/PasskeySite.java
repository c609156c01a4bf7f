package org.consentlab.passkey;

import com.vaadin.flow.server.VaadinServletRequest;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The site passkeys are made for and checked against. Set {@code consentlab.passkey.origin} where
 * the app is served behind a proxy under another name; without it, the origin is the one the
 * server itself received the page's request on (the scheme, host and port of its own request,
 * never a value the page's script reports).
 */
@Component
public class PasskeySite {

    private final String configured;

    PasskeySite(@Value("${consentlab.passkey.origin:}") String configured) {
        this.configured = configured.strip();
    }

    public RelyingParty current() {
        if (!configured.isEmpty()) {
            java.net.URI uri = java.net.URI.create(configured);
            return RelyingParty.of(uri.getScheme(), uri.getHost(), uri.getPort());
        }
        VaadinServletRequest request = VaadinServletRequest.getCurrent();
        return request == null
                ? RelyingParty.of("http", "localhost", 8080)
                : RelyingParty.of(request.getScheme(), request.getServerName(), request.getServerPort());
    }
}
