package org.consentlab.consent.defence;

import org.consentlab.consent.Gate;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.passkey.PasskeyOwner;

/**
 * Whose passkey may sign a call of Lab 7's passkey Confirm. The assertion names the credential that
 * signed, and the signature is verified with that credential's registered public key: so the
 * credential must be one registered for the gate's own sandbox, or a passkey someone registered
 * for a sandbox of their own (any visitor gets one) signs this sandbox's call, and verifies.
 */
final class PasskeySigners {

    private PasskeySigners() {}

    static PasskeyOwner of(Gate gate, ModesInForce modes) {
        // fixit:begin any-passkey
        // The assertion names its credential; its registered public key verifies the signature.
        if (modes.isOn(FailureMode.ANY_PASSKEY)) {
            // Looked up as a sign-in looks a passkey up: by its credential id, whoever registered it.
            return WrongDesigns.anyRegisteredPasskeySigns(); // fixit:culprit any-passkey
        }
        // fixit:fix-begin any-passkey
        return PasskeyOwner.sandbox(gate.sandbox());
        // fixit:fix-end any-passkey
        // fixit:end any-passkey
    }
}
