package org.consentlab.passkey.ui;

import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.i18n.Texts;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.Passkey;
import org.consentlab.passkey.PasskeyWords;
import org.jspecify.annotations.Nullable;

/**
 * Register a passkey for this sandbox, see the registered ones, remove one. Register fires
 * {@link RegisterAsked}; the page answers with {@link #create} (the server's creation options), and
 * the browser's answer comes back as {@link Created}: a credential to verify, or the browser's error.
 */
public class PasskeyPanel extends Div {

    private final UnorderedList list = new UnorderedList();
    private final Paragraph result = new Paragraph();

    public PasskeyPanel() {
        setId("passkey-panel");
        H2 title = new H2(getTranslation("passkey.title"));
        Button register = new Button(getTranslation("passkey.register"), e -> fireEvent(new RegisterAsked(this)));
        register.setId("passkey-register");
        list.setId("passkey-list");
        list.getElement().setAttribute("aria-label", getTranslation("passkey.list"));
        result.setId("passkey-result");
        result.setText(getTranslation("passkey.result.none"));
        add(
                title,
                new Paragraph(getTranslation("passkey.intro")),
                new Paragraph(getTranslation("passkey.first-use")),
                register,
                list,
                result);
    }

    /** Shows the registered passkeys, each with its own Remove. */
    public void show(List<Passkey> passkeys) {
        list.removeAll();
        if (passkeys.isEmpty()) {
            list.add(new ListItem(getTranslation("passkey.list.none")));
        }
        passkeys.forEach(passkey -> {
            Button remove = new Button(
                    getTranslation("passkey.remove"), e -> fireEvent(new RemoveAsked(this, passkey.credentialId())));
            remove.getElement().setAttribute("aria-label", getTranslation("passkey.remove.label", passkey.label()));
            remove.addClassName("passkey-remove");
            ListItem item = new ListItem(new Span(line("passkey.item", passkey) + " "), remove);
            item.addClassName("passkey-item");
            list.add(item);
        });
    }

    /**
     * One registered passkey in words, under the bundle's {@code key}: its label, its credential id
     * cut and set apart (never its key), its counter and when it was registered.
     */
    public static String line(String key, Passkey passkey) {
        return Texts.t(
                key,
                passkey.label(),
                Texts.isolate(CallPasskeys.shortId(passkey.credentialId())),
                Texts.number(passkey.signCount()),
                Texts.dateTime(passkey.createdAt()));
    }

    /** Says what the last passkey step did, in the page's language, in the page and its live region. */
    public void said(PasskeyWords words) {
        PasskeySaid.show(result, words);
        LiveRegion.tell(this, words.text());
    }

    /**
     * Shows what a passkey Confirm said of a call, where the page's live region already says it: its
     * words, and what the record keeps in English after them (what the decision did).
     */
    public void note(PasskeyWords words, String english) {
        PasskeySaid.show(result, "", words, english);
    }

    /** Shows a line a record keeps in English, as kept (a passkey Confirm's, written before its words were kept). */
    public void note(String english) {
        result.setText(english);
        result.getElement().setAttribute("lang", "en");
    }

    /** Hands the server's creation options to the browser, saying what is asked. */
    public void create(String options) {
        said(PasskeyWords.of("passkey.asking"));
        BrowserPasskeys.create(getElement(), options, "created", "failed");
    }

    /**
     * Asks the browser for a signature by one of the sandbox's passkeys over {@code requestOptions},
     * before a passkey is added or removed, saying {@code asking}; the answer comes back as {@link ChangeSigned}.
     */
    public void sign(String requestOptions, PasskeyWords asking) {
        said(asking);
        BrowserPasskeys.get(getElement(), requestOptions, "changeSigned", "changeFailed");
    }

    @ClientCallable
    public void changeSigned(String assertionJson) {
        fireEvent(new ChangeSigned(this, assertionJson, ""));
    }

    @ClientCallable
    public void changeFailed(String error) {
        fireEvent(new ChangeSigned(this, null, BrowserPasskeys.error(error)));
    }

    public Registration onChangeSigned(ComponentEventListener<ChangeSigned> listener) {
        return addListener(ChangeSigned.class, listener);
    }

    @ClientCallable
    public void created(String credentialJson) {
        fireEvent(new Created(this, credentialJson, ""));
    }

    @ClientCallable
    public void failed(String error) {
        fireEvent(new Created(this, null, BrowserPasskeys.error(error)));
    }

    public Registration onRegister(ComponentEventListener<RegisterAsked> listener) {
        return addListener(RegisterAsked.class, listener);
    }

    public Registration onCreated(ComponentEventListener<Created> listener) {
        return addListener(Created.class, listener);
    }

    public Registration onRemove(ComponentEventListener<RemoveAsked> listener) {
        return addListener(RemoveAsked.class, listener);
    }

    /** Register was pressed. */
    public static final class RegisterAsked extends ComponentEvent<PasskeyPanel> {
        RegisterAsked(PasskeyPanel panel) {
            super(panel, true);
        }
    }

    /** The browser's answer to {@link #create}: the new credential's JSON, or its error. */
    public static final class Created extends ComponentEvent<PasskeyPanel> {
        private final @Nullable String credential;
        private final String error;

        Created(PasskeyPanel panel, @Nullable String credential, String error) {
            super(panel, true);
            this.credential = credential;
            this.error = error;
        }

        public java.util.Optional<String> credential() {
            return java.util.Optional.ofNullable(credential);
        }

        public String error() {
            return error;
        }
    }

    /** The browser's answer to {@link #sign}: an assertion to verify, or its error. Either may be a script's. */
    public static final class ChangeSigned extends ComponentEvent<PasskeyPanel> {
        private final @Nullable String assertion;
        private final String error;

        ChangeSigned(PasskeyPanel panel, @Nullable String assertion, String error) {
            super(panel, true);
            this.assertion = assertion;
            this.error = error;
        }

        public java.util.Optional<String> assertion() {
            return java.util.Optional.ofNullable(assertion);
        }

        public String error() {
            return error;
        }
    }

    /** Remove was pressed for one passkey. */
    public static final class RemoveAsked extends ComponentEvent<PasskeyPanel> {
        private final String credentialId;

        RemoveAsked(PasskeyPanel panel, String credentialId) {
            super(panel, true);
            this.credentialId = credentialId;
        }

        public String credentialId() {
            return credentialId;
        }
    }
}
