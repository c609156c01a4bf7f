package org.consentlab.approval.ui;

import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.passkey.ApproverPasskeyRegistration;
import org.consentlab.passkey.ApproverPasskeys;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.Passkey;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.PasskeyWords;
import org.consentlab.passkey.ui.BrowserPasskeys;
import org.consentlab.passkey.ui.PasskeyPanel;
import org.consentlab.passkey.ui.PasskeySaid;

/**
 * The signed-in approver's own passkey: what is registered (its credential id, never its key, and
 * its counter), and Register, which has the browser make one with the person verified at the
 * authenticator; webauthn4j verifies it before it is stored. A class may ask its approvers to sign
 * an Approve with it.
 */
class ApproverPasskeyPanel extends Div {

    private final ApproverPasskeyRegistration registration;
    private final ApproverPasskeys passkeys;
    private final PasskeySite site;
    private final String approver;
    private final UnorderedList list = new UnorderedList();
    private final Paragraph none = new Paragraph(getTranslation("approval.passkey.none"));
    private final Button register = new Button(getTranslation("approval.passkey.register"), click -> register());
    private final Paragraph result = new Paragraph();
    private final Runnable onRegistered;

    /** {@code onRegistered} runs once a passkey is stored, so that the page drops what it said while there was none. */
    ApproverPasskeyPanel(ApproverSession session, String approver, Runnable onRegistered) {
        this.registration = session.registration();
        this.passkeys = session.passkeys();
        this.site = session.site();
        this.approver = approver;
        this.onRegistered = onRegistered;
        setId("approver-passkey");
        H2 title = new H2(getTranslation("approval.passkey.title"));
        title.setId("approver-passkey-title");
        getElement().setAttribute("role", "region");
        getElement().setAttribute("aria-labelledby", "approver-passkey-title");
        list.setId("approver-passkey-list");
        none.addClassName("muted");
        register.setId("approver-passkey-register");
        result.setId("approver-passkey-result");
        add(title, new Paragraph(getTranslation("approval.passkey.why")), none, list, register, result);
        show();
    }

    /** Reads the approver's passkeys again: an approval signed with one moves its counter on. */
    void show() {
        List<Passkey> mine = passkeys.of(approver);
        list.removeAll();
        mine.forEach(passkey -> list.add(new ListItem(PasskeyPanel.line("approval.passkey.item", passkey))));
        none.setVisible(mine.isEmpty());
        list.setVisible(!mine.isEmpty());
        register.setEnabled(mine.isEmpty());
    }

    private void register() {
        registration
                .start(approver, site.current())
                .ifPresentOrElse(
                        options -> {
                            said(PasskeyWords.of("approval.passkey.asking"));
                            BrowserPasskeys.create(getElement(), options, "created", "failed");
                        },
                        () -> said(PasskeyWords.of("approval.passkey.already")));
    }

    @ClientCallable
    void created(String credentialJson) {
        PasskeyRegistration.Registered registered = registration.finish(approver, credentialJson);
        said(registered.words());
        show();
        if (registered.stored()) {
            onRegistered.run();
        }
    }

    @ClientCallable
    void failed(String error) {
        said(PasskeyWords.of("approval.passkey.browser-error", BrowserError.named(error)));
    }

    private void said(PasskeyWords words) {
        PasskeySaid.show(result, words);
        LiveRegion.tell(this, words.text());
    }
}
