package org.consentlab.lab.ui;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.Passkey;
import org.consentlab.passkey.PasskeyChange;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeyWords;
import org.consentlab.passkey.ui.PasskeyPanel;
import org.consentlab.passkey.ui.PasskeySaid;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 7's passkey panel, wired to the sandbox's passkeys: Register asks the server for creation
 * options, the browser's answer is verified and stored, Remove removes; every step says what it did.
 * The first passkey is trusted on first use; after it, adding or removing one first asks a passkey
 * already registered here to sign that change, and only the server's check of that signature lets it through.
 * Every step says what it did in the page's language, from the words the passkey services answered.
 */
final class LabPasskeys {

    /** The change a signature was asked for, kept on the server: the page cannot swap one for another. */
    private record Asked(PasskeyChange change, String removing, PasskeyWords words) {}

    private LabPasskeys() {}

    static PasskeyPanel panel(SelfApprovalLabModel model, SandboxId sandbox) {
        PasskeyPanel panel = new PasskeyPanel();
        AtomicReference<Asked> asked = new AtomicReference<>();
        panel.show(model.passkeys().of(sandbox));
        panel.onRegister(e -> {
            List<Passkey> registered = model.passkeys().of(sandbox);
            if (registered.size() >= PasskeyRegistration.MOST) {
                panel.said(PasskeyWords.of("passkey.full", PasskeyRegistration.MOST));
            } else if (registered.isEmpty()) {
                model.registration()
                        .start(sandbox, model.site().current())
                        .ifPresentOrElse(panel::create, () -> panel.said(PasskeyWords.of("passkey.try-again")));
            } else {
                askToSign(
                        model,
                        sandbox,
                        panel,
                        asked,
                        new Asked(PasskeyChange.ADD, "", PasskeyWords.of("passkey.change.add")));
            }
        });
        panel.onCreated(e -> {
            PasskeyWords said = e.credential()
                    .map(json -> model.registration().finish(sandbox, json).words())
                    .orElseGet(() -> PasskeyWords.of("passkey.not-created", BrowserError.named(e.error())));
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
                        PasskeyWords.of(
                                "passkey.change.remove",
                                new PasskeyWords.Code(CallPasskeys.shortId(e.credentialId()))))));
        panel.onChangeSigned(e -> {
            Asked change = asked.getAndSet(null);
            if (change == null) {
                panel.said(PasskeyWords.of("passkey.nothing-waiting"));
                return;
            }
            if (e.assertion().isEmpty()) {
                panel.said(PasskeyWords.of("passkey.not-signed", BrowserError.named(e.error())));
                return;
            }
            String json = e.assertion().get();
            if (change.removing().isEmpty()) {
                PasskeyRegistration.Started started =
                        model.registration().startSigned(sandbox, model.site().current(), json);
                started.options()
                        .ifPresentOrElse(panel::create, () -> started.refused().ifPresent(panel::said));
            } else {
                PasskeyWords said = model.proofs().remove(sandbox, change.removing(), json);
                panel.show(model.passkeys().of(sandbox));
                panel.said(said);
            }
        });
        return panel;
    }

    /**
     * A call's Confirm a passkey signed moved its counter: the list shows the one the server now keeps,
     * and what the Confirm said ({@code recorded}, English), in the page's language where its words were
     * kept with gate {@code gateId}.
     */
    static void signedACall(
            PasskeyPanel panel, SelfApprovalLabModel model, SandboxId sandbox, long gateId, String recorded) {
        panel.show(model.passkeys().of(sandbox));
        java.util.Optional<PasskeyWords> told = model.passkeys().saidOf(gateId);
        PasskeySaid.after(recorded, told)
                .ifPresentOrElse(english -> panel.note(told.orElseThrow(), english), () -> panel.note(recorded));
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
                            panel.sign(options, PasskeyWords.of("passkey.sign-first", change.words()));
                        },
                        () -> panel.said(PasskeyWords.of("passkey.none-to-sign")));
    }
}
