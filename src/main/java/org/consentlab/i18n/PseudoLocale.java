package org.consentlab.i18n;

import java.util.List;
import java.util.Locale;

/**
 * Two languages that are no language, for tests: {@code en-XA} shows every bundle text as
 * {@code ⟦Ŝķîƥ ţö ţĥé ćöñţéñţ ·····⟧}, accented, about a third longer (as German runs) and between
 * markers; {@code ar-XB} the same, right to left. A text on a page without the markers did not come
 * from a bundle, which is what the pseudo-locale browser test looks for.
 */
public final class PseudoLocale {

    public static final Locale LONG = Locale.forLanguageTag("en-XA");
    public static final Locale RIGHT_TO_LEFT = Locale.forLanguageTag("ar-XB");
    public static final String OPEN = "⟦";
    public static final String CLOSE = "⟧";

    private static final String PLAIN = "aceinorsuyACEINORSUY";
    private static final String ACCENTED = "áçéîñöŕšûýÁÇÉÎÑÖŔŠÛÝ";

    private PseudoLocale() {}

    static List<Locale> locales() {
        return List.of(LONG, RIGHT_TO_LEFT);
    }

    public static boolean is(Locale locale) {
        return LONG.equals(locale) || RIGHT_TO_LEFT.equals(locale);
    }

    /** Numbers and dates in a pseudo-locale follow the language it imitates. */
    static Locale formattingLocale(Locale pseudo) {
        return RIGHT_TO_LEFT.equals(pseudo) ? Language.ARABIC.locale() : Language.ENGLISH.locale();
    }

    static String stretch(String text) {
        StringBuilder out = new StringBuilder(OPEN);
        text.chars().forEach(c -> {
            int at = PLAIN.indexOf(c);
            out.append(at < 0 ? (char) c : ACCENTED.charAt(at));
        });
        int padding = (int) Math.ceil(text.length() * 0.35);
        if (padding > 0) {
            out.append(' ').append("·".repeat(padding));
        }
        return out.append(CLOSE).toString();
    }
}
