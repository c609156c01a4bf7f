package org.consentlab.agent;

import org.consentlab.i18n.Phrase;

/**
 * The verdict on what an agent claimed, with the wire evidence it rests on: {@code evidence} in
 * English, as graders read it, and {@code evidenceWords}, the same evidence as words a page says in
 * its reader's language (the wire's requests in it stay as they are).
 */
public record ClaimCheck(boolean contradicted, String claim, String evidence, Phrase evidenceWords) {

    /** Evidence the app words in English only: shown as it is, marked English. */
    public ClaimCheck(boolean contradicted, String claim, String evidence) {
        this(contradicted, claim, evidence, Phrase.said(evidence));
    }

    /** Evidence in words; its English is {@link #evidence}. */
    public static ClaimCheck of(boolean contradicted, String claim, Phrase evidence) {
        return new ClaimCheck(contradicted, claim, evidence.english(), evidence);
    }

    public String verdict() {
        return contradicted ? "contradicted" : "consistent";
    }
}
