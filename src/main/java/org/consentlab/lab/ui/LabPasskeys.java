package org.consentlab.lab.ui;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.consentlab.i18n.Texts;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.Passkey;
import org.consentlab.passkey.PasskeyChange;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.ui.PasskeyPanel;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 7's passkey panel, wired to the sandbox's passkeys: Register asks the server for creation
 * options, the browser's answer is verified and stored, Remove removes; every step says what it did.
 * The first passkey is trusted on first use; after it, adding or removing one first asks a passkey
 * already registered here to sign that change, and only the server's check of that signature lets it through.
 * Its own words are in the page's language; what the passkey records say of a ceremony is shown as they say it.
 */
final class LabPasskeys {

    /** The change a signature was asked for, kept on the server: the page cannot swap one for another. */
    private record Asked(PasskeyChange change, String removing, String words) {}

    private LabPasskeys() {}

    static PasskeyPanel panel(SelfApprovalLabModel model, SandboxId sandbox) {
        PasskeyPanel panel = new PasskeyPanel();
        AtomicReference<Asked> asked = new AtomicReference<>();
        panel.show(model.passkeys().of(sandbox));
        panel.onRegister(e -> {
            List<Passkey> registered = model.passkeys().of(sandbox);
            if (registered.size() >= PasskeyRegistration.MOST) {
                panel.said(Texts.t("passkey.full", PasskeyRegistration.MOST));
            } else if (registered.isEmpty()) {
                model.registration()
                        .start(sandbox, model.site().current())
                        .ifPresentOrElse(panel::create, () -> panel.said(Texts.t("passkey.try-again")));
            } else {
                askToSign(
                        model, sandbox, panel, asked, new Asked(PasskeyChange.ADD, "", Texts.t("passkey.change.add")));
            }
        });
        panel.onCreated(e -> {
            String said = e.credential()
                    .map(json -> model.registration().finish(sandbox, json).said())
                    .orElseGet(() -> Texts.t("passkey.not-created", BrowserError.named(e.error())));
            panel.show(model.passkeys().of(sandbox));
            panel.said(said);
        });
        panel.onRemove(e -> askToSign(
                model,
                sandbox,
                panel,
                asked,
                new Asked(
                        PasskeyChange.removing(e.credentialId()),
                        e.credentialId(),
                        Texts.t("passkey.change.remove", Texts.isolate(CallPasskeys.shortId(e.credentialId()))))));
        panel.onChangeSigned(e -> {
            Asked change = asked.getAndSet(null);
            if (change == null) {
                panel.said(Texts.t("passkey.nothing-waiting"));
                return;
            }
            if (e.assertion().isEmpty()) {
                panel.said(Texts.t("passkey.not-signed", BrowserError.named(e.error())));
                return;
            }
            String json = e.assertion().get();
            if (change.removing().isEmpty()) {
                PasskeyRegistration.Started started =
                        model.registration().startSigned(sandbox, model.site().current(), json);
                started.options().ifPresentOrElse(panel::create, () -> panel.said(started.said()));
            } else {
                String said = model.proofs().remove(sandbox, change.removing(), json);
                panel.show(model.passkeys().of(sandbox));
                panel.said(said);
            }
        });
        return panel;
    }

    /** A call's Confirm a passkey signed moved its counter: the list shows the one the server now keeps, and what was said. */
    static void signedACall(PasskeyPanel panel, SelfApprovalLabModel model, SandboxId sandbox, String said) {
        panel.show(model.passkeys().of(sandbox));
        panel.note(said);
    }

    private static void askToSign(
            SelfApprovalLabModel model,
            SandboxId sandbox,
            PasskeyPanel panel,
            AtomicReference<Asked> asked,
            Asked change) {
        model.proofs()
                .ask(sandbox, change.change(), model.site().current())
                .ifPresentOrElse(
                        options -> {
                            asked.set(change);
                            panel.sign(options, Texts.t("passkey.sign-first", change.words()));
                        },
                        () -> panel.said(Texts.t("passkey.none-to-sign")));
    }
}
