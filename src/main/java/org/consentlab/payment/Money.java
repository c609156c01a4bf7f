package org.consentlab.payment;

import java.util.Locale;

/** Amounts are kept in euro cents and always shown the same way, so that a consequence names the exact sum. */
public final class Money {

    private Money() {}

    public static String euros(int cents) {
        return String.format(Locale.ROOT, "€%d.%02d", cents / 100, cents % 100);
    }
}
