package org.consentlab.consent.ui;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.consentlab.payment.Money;
import org.jspecify.annotations.Nullable;

/**
 * An amount as a person writes it in euros ("30", "30.5", "30.50", "€30.00", "1,250"), turned into
 * the euro cents a tool takes. Exact: the digits go through BigDecimal, never a double, so "0.29"
 * is 29 cents and not 28.999…. Written for English for now: the point is the decimal mark, a comma
 * only groups thousands. The agent's arguments and the wire stay in cents.
 */
record EuroAmount(@Nullable Long cents, @Nullable String problem) {

    /** Optional euro sign before or after; whole euros plain or grouped by commas; a point and decimals. */
    private static final Pattern WRITTEN =
            Pattern.compile("€?\\s*(?<whole>\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(?<decimals>\\d+))?\\s*€?");

    static final String MALFORMED = "Type the amount in euros, like 30, 30.50 or €30.00.";
    static final String TOO_PRECISE = "At most two decimals: a cent (0.01) is the smallest amount.";

    boolean valid() {
        return problem == null;
    }

    /** {@code typed} in cents, or the line that says why not, within {@code [minCents, maxCents]}. */
    static EuroAmount parse(String typed, long minCents, long maxCents) {
        String text = typed.strip();
        Matcher written = WRITTEN.matcher(text);
        if (text.startsWith("€") && text.endsWith("€") || !written.matches()) {
            return refused(text.startsWith("-") ? outOfRange(minCents, maxCents) : MALFORMED);
        }
        String decimals = written.group("decimals");
        if (decimals != null && decimals.length() > 2) {
            return refused(TOO_PRECISE);
        }
        BigDecimal euros =
                new BigDecimal(written.group("whole").replace(",", "") + (decimals == null ? "" : "." + decimals));
        BigDecimal cents = euros.movePointRight(2);
        // Compared as decimals first: a number of many digits is refused as too large, never wrapped round.
        if (cents.compareTo(BigDecimal.valueOf(minCents)) < 0 || cents.compareTo(BigDecimal.valueOf(maxCents)) > 0) {
            return refused(outOfRange(minCents, maxCents));
        }
        return new EuroAmount(cents.longValueExact(), null);
    }

    /** How cents are shown in a field that takes euros: "40.00" for 4000. */
    static String written(long cents) {
        return BigDecimal.valueOf(cents, 2).toPlainString();
    }

    private static String outOfRange(long minCents, long maxCents) {
        return "From " + Money.euros((int) minCents) + " to " + Money.euros((int) maxCents) + ".";
    }

    private static EuroAmount refused(String why) {
        return new EuroAmount(null, why);
    }
}
