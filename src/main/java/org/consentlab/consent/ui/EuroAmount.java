package org.consentlab.consent.ui;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.consentlab.i18n.Phrase;
import org.consentlab.i18n.Texts;
import org.jspecify.annotations.Nullable;

/**
 * An amount as a person writes it in euros, turned into the euro cents a tool takes: in their
 * language's way ("30.50", "1,250.75" and "€30.00" in English; "30,50", "1.250,75" and "30,00 €"
 * in German; in Arabic also with its own digits, "٣٠٫٥٠") and, where the language's decimal mark is
 * not a point, the plain "30.50" too. Exact: the digits go through BigDecimal, never a double, so
 * "0.29" is 29 cents and not 28.999…. What cannot be read is refused with a line that says why, in
 * the reader's language ({@link #why}); the agent's arguments and the wire stay in cents.
 */
record EuroAmount(@Nullable Long cents, @Nullable Phrase why) {

    /** The refusals' English, as the lab has always said them (the bundle's {@code edit.amount.*}). */
    static final String MALFORMED = "Type the amount in euros, like 30, 30.50 or €30.00.";

    static final String TOO_PRECISE = "At most two decimals: a cent (0.01) is the smallest amount.";

    boolean valid() {
        return why == null;
    }

    /** Why it was refused, in the language being served; null for an amount that was read. */
    @Nullable
    String problem() {
        return why == null ? null : why.text();
    }

    /** {@code typed} in cents, in the language being served, or why not, within {@code [minCents, maxCents]}. */
    static EuroAmount parse(String typed, long minCents, long maxCents) {
        return parse(typed, minCents, maxCents, Texts.locale());
    }

    static EuroAmount parse(String typed, long minCents, long maxCents, Locale locale) {
        EuroWriting writing = EuroWriting.of(locale);
        String text = writing.plain(typed).strip();
        Optional<Matcher> written = read(text, grammar(writing.grouping(), writing.decimal()))
                .or(() -> writing.readsPlainToo() ? read(text, PLAIN) : Optional.empty());
        if (text.startsWith("€") && text.endsWith("€") || written.isEmpty()) {
            return refused(text.startsWith("-") ? outOfRange(writing, minCents, maxCents) : malformed(writing));
        }
        String decimals = written.get().group("decimals");
        if (decimals != null && decimals.length() > 2) {
            return refused(Phrase.of("edit.amount.too-precise", writing.written(1)));
        }
        String whole = written.get().group("whole").replaceAll("\\D", "");
        BigDecimal cents = new BigDecimal(whole + (decimals == null ? "" : "." + decimals)).movePointRight(2);
        // Compared as decimals first: a number of many digits is refused as too large, never wrapped round.
        if (cents.compareTo(BigDecimal.valueOf(minCents)) < 0 || cents.compareTo(BigDecimal.valueOf(maxCents)) > 0) {
            return refused(outOfRange(writing, minCents, maxCents));
        }
        return new EuroAmount(cents.longValueExact(), null);
    }

    /** How cents are shown in a field that takes euros, in the language being served: "40.00" for 4000 in English. */
    static String written(long cents) {
        return written(cents, Texts.locale());
    }

    static String written(long cents, Locale locale) {
        return EuroWriting.of(locale).written(cents);
    }

    /** The plain way, in every language: digits, then a point and decimals; no grouping. */
    private static final Pattern PLAIN = Pattern.compile("€?\\s*(?<whole>\\d+)(?:\\.(?<decimals>\\d+))?\\s*€?");

    /** Optional euro sign before or after; whole euros plain or grouped by threes; the decimal mark and decimals. */
    private static Pattern grammar(char grouping, char decimal) {
        String group = Pattern.quote(String.valueOf(grouping));
        return Pattern.compile("€?\\s*(?<whole>\\d{1,3}(?:" + group + "\\d{3})+|\\d+)(?:"
                + Pattern.quote(String.valueOf(decimal)) + "(?<decimals>\\d+))?\\s*€?");
    }

    private static Optional<Matcher> read(String text, Pattern grammar) {
        Matcher matcher = grammar.matcher(text);
        return matcher.matches() ? Optional.of(matcher) : Optional.empty();
    }

    private static Phrase malformed(EuroWriting writing) {
        return Phrase.of("edit.amount.malformed", "30", writing.written(3050), writing.money(3000));
    }

    private static Phrase outOfRange(EuroWriting writing, long minCents, long maxCents) {
        return Phrase.of("edit.amount.range", writing.money(minCents), writing.money(maxCents));
    }

    private static EuroAmount refused(Phrase why) {
        return new EuroAmount(null, why);
    }
}
