package org.consentlab.passkey;

/** What {@link CallPasskeys#verify} found: a passkey's verified yes to exactly one call, or why not. */
public sealed interface PasskeyVerdict {

    /** Verified: the credential that signed (its id, never its key) and the SHA-256 of the challenge it signed. */
    record Signed(String credentialId, String challengeHash) implements PasskeyVerdict {}

    /** Refused, and why, in the words the page shows. */
    record Refused(String why) implements PasskeyVerdict {}
}
