package org.consentlab.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A record's words: kept as JSON and read back the same, written in English as the record's prose,
 * and said in the reader's language from the bundles by key, values set apart and what was said kept.
 */
class PhraseTest {

    private final BundleTranslations bundles = new BundleTranslations(false);

    private final List<Phrase> line = List.of(
            Phrase.of(
                    "selfapproval.defence.saw",
                    Phrase.of("selfapproval.defence.saw.untrusted"),
                    "event.isTrusted=true",
                    1700,
                    "ada@example.org"),
            Phrase.said("DELETED. The account is gone."));

    @AfterEach
    void noPage() {
        UI.setCurrent(null);
    }

    @Test
    void keptAsJsonAndReadBackTheSame() {
        assertThat(Phrase.fromJson(Phrase.toJson(line))).isEqualTo(line);
        assertThat(Phrase.fromJson("[]")).isEmpty();
    }

    @Test
    void itsEnglishIsTheRecordsProse() {
        assertThat(Phrase.english(line))
                .isEqualTo(
                        "Saw an untrusted click on Confirm, with no trusted key press before it; the page claimed "
                                + "event.isTrusted=true, held 1700 ms, typed \"ada@example.org\". DELETED. The account is gone.");
        assertThat(line.get(1).kept()).isTrue();
        assertThat(line.getFirst().kept()).isFalse();
    }

    @Test
    void germanAndArabicAreSaidFromTheirBundlesByKey() {
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            page(locale);
            String untrusted = bundles.getTranslation("selfapproval.defence.saw.untrusted", locale);
            assertThat(line.getFirst().text())
                    .isEqualTo(bundles.getTranslation(
                            "selfapproval.defence.saw",
                            locale,
                            untrusted,
                            Texts.isolate("event.isTrusted=true"),
                            Texts.isolate("1700"),
                            Texts.isolate("ada@example.org")))
                    .doesNotContain("Saw ", "untrusted click");
            // What was said stays as it was said: English, set apart inside Arabic.
            assertThat(line.get(1).text()).isEqualTo(Texts.isolate("DELETED. The account is gone."));
            // The English of the words does not follow the page: it is the record's prose.
            assertThat(Phrase.english(line)).startsWith("Saw an untrusted click");
        }
        assertThat(Texts.isolate("x")).as("in Arabic a value is an isolate").isEqualTo("\u2068x\u2069");
    }

    private static void page(Locale locale) {
        UI ui = new UI();
        ui.setLocale(locale);
        UI.setCurrent(ui);
    }
}
