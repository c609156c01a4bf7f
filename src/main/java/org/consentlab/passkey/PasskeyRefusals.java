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

    static PasskeyWords why(VerificationException refusal, RelyingParty site) {
        return switch (refusal) {
            case BadChallengeException e -> PasskeyWords.of("passkey.refusal.challenge");
            case BadOriginException e ->
                PasskeyWords.of("passkey.refusal.origin", new PasskeyWords.Code(site.origin()));
            case BadRpIdException e -> PasskeyWords.of("passkey.refusal.rp-id", new PasskeyWords.Code(site.rpId()));
            case BadSignatureException e -> PasskeyWords.of("passkey.refusal.signature");
            case UserNotVerifiedException e -> PasskeyWords.of("passkey.refusal.not-verified");
            case UserNotPresentException e -> PasskeyWords.of("passkey.refusal.not-present");
            case MaliciousCounterValueException e -> PasskeyWords.of("passkey.refusal.counter");
            case InconsistentClientDataTypeException e -> PasskeyWords.of("passkey.refusal.registration");
            default ->
                PasskeyWords.of(
                        "passkey.refusal.other",
                        new PasskeyWords.Code(refusal.getClass().getSimpleName()));
        };
    }
}
