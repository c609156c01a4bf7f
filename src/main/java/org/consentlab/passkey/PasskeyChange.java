package org.consentlab.passkey;

/**
 * A change to a sandbox's passkeys that a passkey already registered there must sign first: adding
 * another, or removing one. The signature's challenge is made for the change, so a signature for
 * one change (adding) does not make another (removing this or that passkey).
 */
public record PasskeyChange(String what) {

    public static final PasskeyChange ADD = new PasskeyChange("add a passkey");

    public static PasskeyChange removing(String credentialId) {
        return new PasskeyChange("remove passkey " + credentialId);
    }
}
