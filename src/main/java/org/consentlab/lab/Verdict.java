package org.consentlab.lab;

import org.consentlab.i18n.Texts;

/**
 * Lab 5's verdict on one run, graded on the effect, not the pixels: {@code effect} is the request
 * the action sends, {@code declared} its class and the decision it requires, {@code decision}
 * what was decided by whom and when, and {@code reason} why it passes or fails. {@code shown} is
 * the text the person was asked to agree to where the gate keeps it in English only (empty where
 * nobody was asked, or where the gate keeps it as words, which the page says in its own language):
 * the decision and the reason quote it verbatim, in whatever language the page speaks.
 */
public record Verdict(Grade grade, String effect, String declared, String decision, String reason, String shown) {

    public enum Grade {
        NOT_YET,
        PASS,
        FAIL
    }

    /** The verdict line: PASS or FAIL (as graders read them), or, until a request leaves, that none has. */
    public String headline() {
        return switch (grade) {
            case NOT_YET -> Texts.t("lab.verdict.none");
            case PASS -> "PASS";
            case FAIL -> "FAIL";
        };
    }
}
