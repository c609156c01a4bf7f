package org.consentlab.consent.ui;

import com.ibm.icu.text.DecimalFormatSymbols;
import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.Currency;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Pattern;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.PseudoLocale;

/**
 * How a language writes an amount of euros in a field: its decimal mark and its grouping mark
 * ({@code 30.50} and {@code 1,250.75} in English, {@code 30,50} and {@code 1.250,75} in German), and,
 * in Arabic, its own digits and marks too ({@code ٣٠٫٥٠}), which are read as the Latin ones ICU
 * writes there. {@link #plain} turns what was typed into the digits, marks and euro signs the
 * grammar of {@link EuroAmount} reads, refusing nothing itself.
 */
record EuroWriting(Locale locale, char decimal, char grouping) {

    private static final char ARABIC_ZERO = '\u0660';
    private static final char ARABIC_DECIMAL = '\u066B';
    private static final char ARABIC_GROUPING = '\u066C';
    /** Direction marks and isolates a copied amount may carry (ICU writes one before an Arabic amount). */
    private static final Pattern BIDI_MARKS = Pattern.compile("[\\u200E\\u200F\\u061C\\u202A-\\u202E\\u2066-\\u2069]");

    static EuroWriting of(Locale reader) {
        Locale locale = PseudoLocale.is(reader)
                ? (reader.equals(PseudoLocale.RIGHT_TO_LEFT) ? Language.ARABIC.locale() : Language.ENGLISH.locale())
                : reader;
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(ULocale.forLocale(locale));
        return new EuroWriting(locale, symbols.getDecimalSeparator(), symbols.getGroupingSeparator());
    }

    /** Whether the plain {@code 30.00} must be read besides the language's own way: where its decimal mark is not a point. */
    boolean readsPlainToo() {
        return decimal != '.';
    }

    /**
     * What was typed, with direction marks dropped and no-break spaces as spaces; in Arabic, its own
     * digits and marks as the Latin ones, when every digit typed is one of its own (mixed digits are
     * left as they are, and refused).
     */
    String plain(String typed) {
        String text =
                BIDI_MARKS.matcher(typed).replaceAll("").replace('\u00A0', ' ').replace('\u202F', ' ');
        if (!locale.getLanguage().equals("ar") || text.chars().noneMatch(EuroWriting::arabicDigit)) {
            return text;
        }
        if (text.chars().anyMatch(c -> c >= '0' && c <= '9')) {
            return text;
        }
        StringBuilder latin = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            latin.append(
                    arabicDigit(c)
                            ? (char) ('0' + c - ARABIC_ZERO)
                            : c == ARABIC_DECIMAL ? decimal : c == ARABIC_GROUPING ? grouping : c);
        }
        return latin.toString();
    }

    /** Cents as the field shows them, with the language's decimal mark: {@code 40.00}, {@code 40,00}. */
    String written(long cents) {
        return BigDecimal.valueOf(cents, 2).toPlainString().replace('.', decimal);
    }

    /** Cents as the language writes money, ungrouped as the field is: {@code €100000.00}, {@code 100000,00 €}. */
    String money(long cents) {
        NumberFormat format = NumberFormat.getCurrencyInstance(ULocale.forLocale(locale));
        format.setCurrency(Currency.getInstance("EUR"));
        format.setGroupingUsed(false);
        return format.format(BigDecimal.valueOf(cents, 2));
    }

    private static boolean arabicDigit(int c) {
        return c >= ARABIC_ZERO && c <= ARABIC_ZERO + 9;
    }
}
