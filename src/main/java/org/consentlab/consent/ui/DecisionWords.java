package org.consentlab.consent.ui;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.SignedInApprover;

/**
 * What the kernel tells an approver's page of a decision that did nothing, or of a "no": its
 * sentences, written here once so that the kernel says them in English (as every word it says of a
 * decision, which the audit, the tests and the agent read) and a page can say the same sentence in
 * its reader's language ({@code consent.decided.*}). A value in a sentence ({@code %s}) is a record's
 * (a time, an outcome's name, the person's own reason) and stays as it is, set apart; the approver's
 * scope a refusal names is said in the reader's words ({@code consent.decided.scope.*}).
 */
public enum DecisionWords {
    NOBODY_SIGNED_IN(SignedInApprover.NOBODY_SIGNED_IN),
    RATIONALE_TOO_LONG("The rationale is too long; nothing was done."),
    NO_SUCH_REQUEST("There is no such request; nothing was done."),
    ANOTHER_SANDBOX("This request belongs to another sandbox; nothing was done."),
    ALREADY_CONFIRMED("This request was already confirmed; nothing more was done."),
    WAS_DECLINED("This request was declined; nothing was done."),
    WAS_CANCELLED("This request was cancelled (%s); nothing was done."),
    TIMED_OUT("This request timed out at %s; nothing was done."),
    NOT_FOR_AN_APPROVER(
            "This request does not wait for an approver; the person in its page decides it. Nothing was done."),
    OUTSIDE_THE_CLASS("This call is from a learner outside the class you approve for (%s); nothing was done."),
    OWN_CALL("You requested this call (this browser is the requester's sandbox). The requester can never approve "
            + "their own call: another person must. Nothing was done."),
    NOT_CONSENTED_YET("The person has not consented in their page yet; an approver decides only after them. "
            + "Nothing was done."),
    ALREADY_DECIDED("Already decided by someone else; nothing more was done."),
    /** An approver's no; {@code %s} is empty, or ": " and the reason they wrote. */
    DECLINED_BY_AN_APPROVER("DECLINED by an approver%s. Nothing was done.");

    private final String english;
    private final Pattern said;

    DecisionWords(String english) {
        this.english = english;
        this.said = Pattern.compile(
                Arrays.stream(english.split("%s", -1)).map(Pattern::quote).collect(Collectors.joining("(.*)")),
                Pattern.DOTALL);
    }

    /** The sentence in English, with its values: what the kernel says. */
    public String said(Object... values) {
        return english.formatted(values);
    }

    /**
     * {@code english}, a sentence the kernel said, in the reader's language; empty if it is none of
     * these (a tool's answer, or words already in the reader's language).
     */
    public static Optional<String> inReadersLanguage(String english) {
        for (DecisionWords words : values()) {
            Matcher matched = words.said.matcher(english);
            if (matched.matches()) {
                return Optional.of(words.text(matched));
            }
        }
        return Optional.empty();
    }

    private String text(Matcher matched) {
        String key = "consent.decided." + name().toLowerCase(Locale.ROOT).replace('_', '-');
        if (this == DECLINED_BY_AN_APPROVER) {
            String because = matched.group(1);
            return because.isEmpty()
                    ? Texts.t(key)
                    : Texts.t(key + ".because", Texts.isolate(because.substring(": ".length())));
        }
        if (this == OUTSIDE_THE_CLASS) {
            return Texts.t(key, scope(matched.group(1)));
        }
        return matched.groupCount() == 0 ? Texts.t(key) : Texts.t(key, Texts.isolate(matched.group(1)));
    }

    /** The approver's scope a refusal named in English ({@code none}, or its description), in the reader's words. */
    private static String scope(String named) {
        return ("none".equals(named) ? Optional.of("none") : ApprovalScope.kindDescribed(named))
                .map(kind -> Texts.t("consent.decided.scope." + kind))
                .orElseGet(() -> Texts.isolate(named));
    }
}
