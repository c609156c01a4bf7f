package org.consentlab.passkey;

/** What {@link CallPasskeys#verify} found: a passkey's verified yes to exactly one call, or why not. */
public sealed interface PasskeyVerdict {

    /**
     * Verified: the credential that signed (its id, never its key), the SHA-256 of the challenge it
     * signed, and whether it is registered for the sandbox asked (only the any-passkey wrong design
     * verifies one that is not).
     */
    record Signed(String credentialId, String challengeHash, boolean ownSandbox) implements PasskeyVerdict {}

    /** Refused, and why, in the words the page shows. */
    record Refused(PasskeyWords words) implements PasskeyVerdict {

        /** Why, in English, as a record keeps it. */
        public String why() {
            return words.english();
        }
    }
}
