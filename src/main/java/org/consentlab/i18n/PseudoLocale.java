package org.consentlab.i18n;

import java.util.List;
import java.util.Locale;

/**
 * Two languages that are no language, for tests: {@code en-XA} shows every bundle text as
 * {@code ⟦Škîp tö thé çöñtéñt·······⟧}, accented, about a third longer (as German runs) and between
 * markers; {@code ar-XB} the same, right to left. A text on a page without the markers did not come
 * from a bundle, which is what the pseudo-locale browser test looks for.
 */
public final class PseudoLocale {

    public static final Locale LONG = Locale.forLanguageTag("en-XA");
    public static final Locale RIGHT_TO_LEFT = Locale.forLanguageTag("ar-XB");
    public static final String OPEN = "⟦";
    public static final String CLOSE = "⟧";

    private static final char ARGUMENT_START = '\u0001';
    private static final char ARGUMENT_END = '\u0002';
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

    /** Text arguments are fenced, so that {@link #stretch} leaves them as they came: they must carry their own markers. */
    static Object[] marked(Object... arguments) {
        Object[] marked = arguments.clone();
        for (int at = 0; at < marked.length; at++) {
            if (marked[at] instanceof CharSequence text) {
                marked[at] = ARGUMENT_START + text.toString() + ARGUMENT_END;
            }
        }
        return marked;
    }

    /**
     * The bundle's own words accented, lengthened and between markers; a text argument (say, a
     * sentence from code that is not translated yet) stays outside them, so the test still sees it.
     */
    static String stretch(String text) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < text.length()) {
            int argument = text.indexOf(ARGUMENT_START, at);
            int literalEnd = argument < 0 ? text.length() : argument;
            out.append(literal(text.substring(at, literalEnd)));
            if (argument < 0) {
                break;
            }
            int end = text.indexOf(ARGUMENT_END, argument);
            out.append(text, argument + 1, end);
            at = end + 1;
        }
        return out.toString();
    }

    private static String literal(String words) {
        if (words.isBlank()) {
            return words;
        }
        StringBuilder out = new StringBuilder(OPEN);
        words.chars().forEach(c -> {
            int at = PLAIN.indexOf(c);
            out.append(at < 0 ? (char) c : ACCENTED.charAt(at));
        });
        out.append("·".repeat((int) Math.ceil(words.strip().length() * 0.35)));
        return out.append(CLOSE).toString();
    }
}
