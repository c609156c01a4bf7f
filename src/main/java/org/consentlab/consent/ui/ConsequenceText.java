package org.consentlab.consent.ui;

import com.vaadin.flow.component.html.Paragraph;
import java.util.Locale;
import java.util.stream.IntStream;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.PseudoLocale;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.ConsequenceWords;
import org.jspecify.annotations.Nullable;

/**
 * A gate's consequence as its reader reads it. Where the gate keeps it as words of the bundles, in
 * the reader's language, each value written as that language writes it (an amount as money, an id
 * or a title, each set apart); in English, the record's own sentence, written from the same values when
 * the gate was armed; a reason added since (the person's limit) follows in words of its own. Where
 * the gate keeps no words (armed before them, or edited into a sentence that has none), the English record as kept, said to be English where an element can say so.
 */
public final class ConsequenceText {

    private ConsequenceText() {}

    /** The gate's consequence in the reader's language where it has words, else as the record keeps it. */
    public static String of(Gate gate) {
        return of(gate.consequence(), gate.words());
    }

    /** {@code english} as kept, or the {@code words} it was written from in the reader's language. */
    public static String of(String english, @Nullable ConsequenceWords words) {
        if (words == null || readsTheRecord(Texts.locale())) {
            return english;
        }
        String said = Texts.t(words.key(), values(words));
        return words.then() == null ? said : said + " " + of("", words.then());
    }

    /** The gate's consequence inside a sentence of the page's ({@link #quoted(String, ConsequenceWords)}). */
    public static String quoted(Gate gate) {
        return quoted(gate.consequence(), gate.words());
    }

    /**
     * The consequence inside a sentence of the page's: in the reader's language where it has words;
     * otherwise the English record, set apart as a value the sentence quotes.
     */
    public static String quoted(String english, @Nullable ConsequenceWords words) {
        return words == null ? Texts.isolate(english) : of(english, words);
    }

    /** A paragraph of the consequence; one the gate keeps in English only says {@code lang="en"} and reads left to right. */
    public static Paragraph paragraph(String id, String english, @Nullable ConsequenceWords words) {
        Paragraph said = GateCardParts.text(id, of(english, words), "consequence");
        if (words == null) {
            said.getElement().setAttribute("lang", "en");
            // English reads left to right inside an Arabic page too: its full stop stays at its end.
            said.getElement().setAttribute("dir", "ltr");
        }
        return said;
    }

    /** Each value as the sentence shows it in the reader's language. */
    static Object[] values(ConsequenceWords words) {
        return IntStream.range(0, words.arguments().size())
                .mapToObj(i -> {
                    String value = words.arguments().get(i);
                    return switch (words.forms().get(i)) {
                        case TEXT -> Texts.isolate(value);
                        // Set apart like a name: an amount beside a name in brackets keeps the brackets
                        // and the Arabic comma on their sides, wherever the line wraps.
                        case MONEY -> Texts.isolate(Texts.money(Long.parseLong(value)));
                        case NUMBER -> (Object) Long.parseLong(value);
                        case CODE -> Texts.isolateLeftToRight(value);
                    };
                })
                .toArray();
    }

    /**
     * English readers read the record itself: it is the sentence, written from the same values (its
     * amounts as the record writes them, {@code €5000.00}). A pseudo-locale reads the bundle, as every language does.
     */
    private static boolean readsTheRecord(Locale locale) {
        return Language.of(locale).filter(Language.DEFAULT::equals).isPresent() && !PseudoLocale.is(locale);
    }
}
