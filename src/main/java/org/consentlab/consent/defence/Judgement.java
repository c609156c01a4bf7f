package org.consentlab.consent.defence;

import org.consentlab.consent.Gate;
import org.consentlab.passkey.PasskeyVerdict;
import org.jspecify.annotations.Nullable;

/**
 * What a judge of Lab 7's Confirm made of what reached it: refused ({@code gate} null, and
 * {@code said} says why and that nothing was done), or accepted on {@code gate}, with the passkey
 * that signed it where one did. An accepted judgement is no decision: the kernel mints one from it
 * ({@code HumanDecisions}) and confirms; {@code said} is what the page is told before the confirm's
 * own words.
 */
public record Judgement(String said, @Nullable Gate gate, PasskeyVerdict.@Nullable Signed signed) {

    static Judgement refused(String said) {
        return new Judgement(said, null, null);
    }

    static Judgement accepted(String said, Gate gate) {
        return new Judgement(said, gate, null);
    }
}
