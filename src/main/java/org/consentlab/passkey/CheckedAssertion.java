package org.consentlab.passkey;

/**
 * What webauthn4j made of an assertion a page sent over a challenge the server issued, whoever's
 * passkey it was to be ({@link Ceremonies#check}): verified with the stored key of the credential it
 * names; signed by a credential not found where the caller looked; or refused, and why.
 */
sealed interface CheckedAssertion<S> {

    /** Verified with {@code stored}'s key: the person verified, the counter now {@code signCount}. */
    record Verified<S>(String credentialId, S stored, long signCount) implements CheckedAssertion<S> {}

    /** Signed by {@code credentialId}, which is not among the credentials the caller looked in. */
    record Unknown<S>(String credentialId) implements CheckedAssertion<S> {}

    /** Not a passkey assertion, or one webauthn4j refused; why, in words. */
    record Refused<S>(PasskeyWords why) implements CheckedAssertion<S> {}
}
