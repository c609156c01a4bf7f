package org.consentlab.passkey;

/**
 * A change to a sandbox's passkeys that a passkey already registered there must sign first: adding
 * another, or removing one. The signature's challenge is made for the change ({@code what}, always
 * English, is hashed into it), so a signature for one change (adding) does not make another
 * (removing this or that passkey); {@code words} says it on a page.
 */
public record PasskeyChange(String what, PasskeyWords words) {

    public static final PasskeyChange ADD = new PasskeyChange("add a passkey", PasskeyWords.of("passkey.change.add"));

    public static PasskeyChange removing(String credentialId) {
        return new PasskeyChange(
                "remove passkey " + credentialId,
                PasskeyWords.of("passkey.change.removing", new PasskeyWords.Code(credentialId)));
    }
}
