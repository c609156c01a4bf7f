package org.consentlab.consent.ui;

import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.shared.Registration;
import java.util.Optional;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.i18n.Texts;
import org.consentlab.passkey.ui.BrowserPasskeys;
import org.jspecify.annotations.Nullable;

/**
 * The passkey step of Lab 7's Confirm (and of an approver's Approve where their class asks for it): it hands the server's request options to the browser's
 * {@code navigator.credentials.get}, says what is being asked, and reports what came back
 * ({@link PasskeyAnswered}). The authenticator's own prompt (fingerprint, face, PIN) is the
 * browser's and the operating system's, outside the page.
 */
public class PasskeyPrompt extends Paragraph {

    private @Nullable String options;

    public PasskeyPrompt() {
        this("self-approval-passkey", Texts.t("consent.passkey.before"));
    }

    /** A passkey step with its own id, saying {@code before} until it asks. */
    public PasskeyPrompt(String id, String before) {
        setId(id);
        setText(before);
    }

    /** Asks the browser for an assertion over {@code requestOptions}, saying {@code asking} in the page and its live region. */
    public void ask(String requestOptions, String asking) {
        options = requestOptions;
        setText(asking);
        LiveRegion.tell(this, asking);
        BrowserPasskeys.get(getElement(), requestOptions, "signed", "failed");
    }

    /** The request options last handed to the browser (what the page saw; tests sign them as an authenticator would). */
    public Optional<String> options() {
        return Optional.ofNullable(options);
    }

    public Registration onAnswered(ComponentEventListener<PasskeyAnswered> listener) {
        return addListener(PasskeyAnswered.class, listener);
    }

    /** The assertion the page sent, to be verified by the kernel. */
    @ClientCallable
    public void signed(String assertionJson) {
        fireEvent(new PasskeyAnswered(this, assertionJson, ""));
    }

    /** The browser's error: the authenticator signed nothing (cancelled, timed out, no matching passkey). */
    @ClientCallable
    public void failed(String error) {
        fireEvent(new PasskeyAnswered(this, null, BrowserPasskeys.error(error)));
    }
}
