package org.consentlab.consent.defence;

import java.util.List;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Phrase;
import org.consentlab.passkey.PasskeyVerdict;
import org.jspecify.annotations.Nullable;

/**
 * What a judge of Lab 7's Confirm made of what reached it: refused ({@code gate} null, and
 * {@code said} says why and that nothing was done), or accepted on {@code gate}, with the passkey
 * that signed it where one did. An accepted judgement is no decision: the kernel mints one from it
 * ({@code HumanDecisions}) and confirms; {@code said} is what the page is told before the confirm's
 * own words. {@code words} are the same sentences as words a page says in its reader's language;
 * a judge that has none yet keeps its English alone ({@code said}).
 */
public record Judgement(String said, @Nullable Gate gate, PasskeyVerdict.@Nullable Signed signed, List<Phrase> words) {

    public Judgement {
        words = List.copyOf(words);
    }

    public Judgement(String said, @Nullable Gate gate, PasskeyVerdict.@Nullable Signed signed) {
        this(said, gate, signed, List.of(Phrase.said(said)));
    }

    static Judgement refused(String said) {
        return new Judgement(said, null, null);
    }

    /** Refused, in words; {@code said} is their English. */
    static Judgement refused(List<Phrase> words) {
        return new Judgement(Phrase.english(words), null, null, words);
    }

    /** Accepted, in words; {@code said} is their English, and the confirm's own words follow it after a space. */
    static Judgement accepted(List<Phrase> words, Gate gate) {
        return new Judgement(Phrase.english(words) + " ", gate, null, words);
    }
}
