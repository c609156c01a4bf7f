package org.consentlab.lab.ui;

import org.consentlab.passkey.BrowserError;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.ui.PasskeyPanel;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 7's passkey panel, wired to the sandbox's passkeys: Register asks the server for creation
 * options, the browser's answer is verified and stored, Remove removes; every step says what it did.
 */
final class LabPasskeys {

    private LabPasskeys() {}

    static PasskeyPanel panel(SelfApprovalLabModel model, SandboxId sandbox) {
        PasskeyPanel panel = new PasskeyPanel();
        panel.show(model.passkeys().of(sandbox));
        panel.onRegister(e -> model.registration()
                .start(sandbox, model.site().current())
                .ifPresentOrElse(
                        panel::create,
                        () -> panel.said("Not registered: this sandbox already has " + PasskeyRegistration.MOST
                                + " passkeys. Remove one first.")));
        panel.onCreated(e -> {
            String said = e.credential()
                    .map(json -> model.registration().finish(sandbox, json).said())
                    .orElseGet(() -> "Not registered: the page reported " + BrowserError.named(e.error())
                            + ". The authenticator made no passkey.");
            panel.show(model.passkeys().of(sandbox));
            panel.said(said);
        });
        panel.onRemove(e -> {
            boolean removed = model.passkeys().remove(sandbox, e.credentialId());
            panel.show(model.passkeys().of(sandbox));
            panel.said(
                    removed
                            ? "Removed the passkey. It can no longer sign a call of this sandbox; remove it from your "
                                    + "authenticator too if you like."
                            : "Nothing removed: that passkey was not registered for this sandbox.");
        });
        return panel;
    }
}
