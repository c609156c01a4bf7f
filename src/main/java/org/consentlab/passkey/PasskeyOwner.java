package org.consentlab.passkey;

import org.consentlab.sandbox.SandboxId;

/**
 * Whose registered passkey may sign a call. The assertion names the credential that signed; the
 * server finds that credential's public key among the registered ones and verifies the signature
 * with it. Where it looks is the whole question: within the sandbox being asked ({@link Sandbox}),
 * or among every passkey registered on the site ({@link Anyone}), as a sign-in looks, where the
 * passkey is what names the account. The second is the any-passkey failure mode's wrong design:
 * a confirmation asks a sandbox already known, and a passkey someone registered for a sandbox of
 * their own then signs it.
 */
public sealed interface PasskeyOwner {

    /** Only a passkey registered for this sandbox signs. */
    record Sandbox(SandboxId sandbox) implements PasskeyOwner {}

    /** Any registered passkey signs, found by its credential id alone (the any-passkey wrong design). */
    record Anyone() implements PasskeyOwner {}

    static PasskeyOwner sandbox(SandboxId sandbox) {
        return new Sandbox(sandbox);
    }

    static PasskeyOwner anyone() {
        return new Anyone();
    }
}
