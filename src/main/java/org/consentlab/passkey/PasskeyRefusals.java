package org.consentlab.passkey;

import com.webauthn4j.verifier.exception.BadChallengeException;
import com.webauthn4j.verifier.exception.BadOriginException;
import com.webauthn4j.verifier.exception.BadRpIdException;
import com.webauthn4j.verifier.exception.BadSignatureException;
import com.webauthn4j.verifier.exception.InconsistentClientDataTypeException;
import com.webauthn4j.verifier.exception.MaliciousCounterValueException;
import com.webauthn4j.verifier.exception.UserNotPresentException;
import com.webauthn4j.verifier.exception.UserNotVerifiedException;
import com.webauthn4j.verifier.exception.VerificationException;

/** What webauthn4j's refusal of a ceremony means, in the lab's words. */
final class PasskeyRefusals {

    private PasskeyRefusals() {}

    static String why(VerificationException refusal, RelyingParty site) {
        return switch (refusal) {
            case BadChallengeException e ->
                "the passkey signed another challenge (another call's, or an earlier one), not the one issued for this call";
            case BadOriginException e -> "the passkey answered another site, not " + site.origin();
            case BadRpIdException e -> "the passkey belongs to another site, not " + site.rpId();
            case BadSignatureException e ->
                "the signature does not verify with the registered passkey's key: it was made by a key "
                        + "the server never saw (an authenticator answering for this credential id that does not hold its key)";
            case UserNotVerifiedException e ->
                "the authenticator did not verify the person (no fingerprint, face or PIN: its user-verified flag is off)";
            case UserNotPresentException e -> "the authenticator saw nobody present (its user-present flag is off)";
            case MaliciousCounterValueException e ->
                "the passkey's signature counter went back: a copied authenticator, or an old assertion sent again";
            case InconsistentClientDataTypeException e -> "the page sent a registration where a signature was asked";
            default -> "webauthn4j refused the assertion (" + refusal.getClass().getSimpleName() + ")";
        };
    }
}
