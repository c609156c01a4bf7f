package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the page's {@code navigator.credentials.get} answered for Lab 7's passkey Confirm: an
 * assertion in the WebAuthn JSON form, or the browser's error when the authenticator signed
 * nothing. Either may have been written by a script in the page; the kernel believes neither and
 * verifies the assertion. Only {@link PasskeyPrompt} makes one.
 */
public final class PasskeyAnswered extends ComponentEvent<PasskeyPrompt> {

    private final @Nullable String assertion;
    private final String error;

    PasskeyAnswered(PasskeyPrompt prompt, @Nullable String assertion, String error) {
        super(prompt, true);
        this.assertion = assertion;
        this.error = error;
    }

    /** The assertion as the page sent it; empty when the browser reported an error instead. */
    public Optional<String> assertion() {
        return Optional.ofNullable(assertion);
    }

    /** The browser's error (its name and message) when no assertion came. */
    public String error() {
        return error;
    }
}
