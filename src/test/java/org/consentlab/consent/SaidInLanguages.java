package org.consentlab.consent;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.consentlab.consent.ui.ConsequenceText;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.ConsequenceWords;

/**
 * A gate's consequence as a page says it, checked by key, never by a copied sentence: in English the
 * record itself, which the English bundle says word for word from the gate's values; in German and
 * Arabic the bundle's sentence under the gate's key, each value written as that language writes it
 * (an amount as its money, an id or a name as kept, set apart in Arabic). Needs a current UI.
 */
final class SaidInLanguages {

    static final Locale ARABIC = Language.ARABIC.locale();

    private SaidInLanguages() {}

    /** The sentence under {@code words}' key in {@code locale}, from its values as that language writes them. */
    static String byKey(I18NProvider texts, ConsequenceWords words, Locale locale) {
        Locale before = UI.getCurrent().getLocale();
        UI.getCurrent().setLocale(locale);
        try {
            Object[] values = IntStream.range(0, words.arguments().size())
                    .mapToObj(i -> {
                        String value = words.arguments().get(i);
                        return switch (words.forms().get(i)) {
                            case TEXT -> ARABIC.equals(locale) ? "\u2068" + value + "\u2069" : value;
                            // An amount is set apart as a name is: in Arabic its brackets and comma stay on their
                            // sides.
                            case MONEY ->
                                ARABIC.equals(locale)
                                        ? "\u2068" + Texts.money(Long.parseLong(value)) + "\u2069"
                                        : Texts.money(Long.parseLong(value));
                            case NUMBER -> (Object) Long.parseLong(value);
                            // A code is set apart left to right in Arabic, whatever it starts with.
                            case CODE -> ARABIC.equals(locale) ? "\u2066" + value + "\u2069" : value;
                        };
                    })
                    .toArray();
            return texts.getTranslation(words.key(), locale, values);
        } finally {
            UI.getCurrent().setLocale(before);
        }
    }

    /** An amount as {@code locale} writes money. */
    static String moneyIn(Locale locale, long cents) {
        Locale before = UI.getCurrent().getLocale();
        UI.getCurrent().setLocale(locale);
        try {
            return Texts.money(cents);
        } finally {
            UI.getCurrent().setLocale(before);
        }
    }

    /** What the page says for {@code gate} in {@code locale}. */
    static String said(Gate gate, Locale locale) {
        Locale before = UI.getCurrent().getLocale();
        UI.getCurrent().setLocale(locale);
        try {
            return ConsequenceText.of(gate);
        } finally {
            UI.getCurrent().setLocale(before);
        }
    }

    /**
     * The gate keeps its consequence as {@code key}'s words with these raw {@code values}, its English
     * record is {@code english} exactly, an English page says that record, and German and Arabic pages
     * say the key's sentence in their language. Answers what German and Arabic said, for more checks.
     */
    static List<String> saysItInEveryLanguage(
            I18NProvider texts, Gate gate, String english, String key, String... values) {
        assertThat(gate.consequence())
                .as("the English record, as the agent and the audit read it")
                .isEqualTo(english);
        ConsequenceWords words = gate.words();
        assertThat(words).as("the gate keeps its consequence as words").isNotNull();
        assertThat(words.key()).isEqualTo(key);
        assertThat(words.arguments()).containsExactly(values);
        assertThat(said(gate, Locale.ENGLISH)).isEqualTo(english);
        assertThat(byKey(texts, words, Locale.ENGLISH))
                .as("the English bundle says the record from the same values")
                .isEqualTo(english);
        String german = said(gate, Locale.GERMAN);
        assertThat(german).isEqualTo(byKey(texts, words, Locale.GERMAN)).isNotEqualTo(english);
        String arabic = said(gate, ARABIC);
        assertThat(arabic).isEqualTo(byKey(texts, words, ARABIC)).isNotEqualTo(english);
        assertThat(arabic).as("Arabic script").containsPattern("[\\u0600-\\u06FF]");
        for (int i = 0; i < values.length; i++) {
            if (words.forms().get(i) == ConsequenceWords.Form.MONEY) {
                assertThat(arabic).contains("\u2068" + moneyIn(ARABIC, Long.parseLong(values[i])) + "\u2069");
            }
            if (words.forms().get(i) == ConsequenceWords.Form.CODE) {
                assertThat(german).contains(values[i]);
                assertThat(arabic).as("a code set apart left to right").contains("\u2066" + values[i] + "\u2069");
            }
            if (words.forms().get(i) == ConsequenceWords.Form.TEXT) {
                assertThat(german).contains(values[i]);
                assertThat(arabic).contains("\u2068" + values[i] + "\u2069");
            }
        }
        return List.of(german, arabic);
    }
}
