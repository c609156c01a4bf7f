package org.consentlab.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Money, times, numbers and plurals as each language writes them, and the pseudo-locales' markers:
 * around the bundle's own words only, so an argument that is no bundle text stays visible.
 */
class TextsTest {

    static final Instant AUDITED = Instant.parse("2026-12-04T21:07:30Z");

    @AfterEach
    void noPage() {
        UI.setCurrent(null);
    }

    @Test
    void moneyInTheThreeLanguages() {
        assertThat(in(Locale.ENGLISH, () -> Texts.money(3000))).isEqualTo("€30.00");
        assertThat(in(Locale.GERMAN, () -> Texts.money(3000))).isEqualTo("30,00 €");
        assertThat(in(Language.ARABIC.locale(), () -> Texts.money(3000)))
                .contains("30.00")
                .contains("€");
    }

    @Test
    void anAuditTimestampInTheThreeLanguagesSaysItsZone() {
        assertThat(in(Locale.ENGLISH, () -> Texts.dateTime(AUDITED))).isEqualTo("Dec 4, 2026, 9:07:30 PM GMT");
        assertThat(in(Locale.GERMAN, () -> Texts.dateTime(AUDITED))).isEqualTo("04.12.2026, 21:07:30 GMT+0");
        assertThat(in(Language.ARABIC.locale(), () -> Texts.dateTime(AUDITED)))
                .contains("2026")
                .contains("9:07:30")
                .contains("غرينتش");
    }

    @Test
    void listsAndNumbers() {
        assertThat(in(Locale.ENGLISH, () -> Texts.list(List.of("a", "b", "c")))).isEqualTo("a, b, and c");
        assertThat(in(Locale.GERMAN, () -> Texts.list(List.of("a", "b", "c")))).isEqualTo("a, b und c");
        assertThat(in(Locale.GERMAN, () -> Texts.number(12345))).isEqualTo("12.345");
    }

    @Test
    void pluralsFollowEachLanguagesRules() {
        BundleTranslations bundles = new BundleTranslations(false);
        assertThat(bundles.getTranslation("scoreboard.total", Locale.ENGLISH, 1, 8, 12, 100, 2700, 1))
                .endsWith("1 hint used");
        assertThat(bundles.getTranslation("scoreboard.total", Locale.ENGLISH, 1, 8, 12, 100, 2700, 3))
                .endsWith("3 hints used");
        Locale arabic = Language.ARABIC.locale();
        assertThat(bundles.getTranslation("scoreboard.total", arabic, 1, 8, 12, 100, 2700, 2))
                .endsWith("تلميحان");
        assertThat(bundles.getTranslation("scoreboard.total", arabic, 1, 8, 12, 100, 2700, 3))
                .endsWith("3 تلميحات");
        assertThat(bundles.getTranslation("scoreboard.total", arabic, 1, 8, 12, 100, 2700, 11))
                .endsWith("11 تلميحًا");
    }

    @Test
    void theEnglishDefaultAndAMissingKeyThatCannotPassForASentence() {
        BundleTranslations bundles = new BundleTranslations(false);
        assertThat(bundles.getDefaultLocale()).isEqualTo(Locale.ENGLISH);
        assertThat(bundles.getTranslation("tour.skip", Locale.FRENCH)).isEqualTo("Skip the tour");
        assertThat(bundles.getTranslation("tour.no-such-key", Locale.GERMAN)).isEqualTo("!tour.no-such-key!");
        assertThat(bundles.getProvidedLocales()).doesNotContain(PseudoLocale.LONG);
    }

    @Test
    void aTextWithoutArgumentsIsFormattedOnceAndSharedByEveryPage() {
        BundleTranslations bundles = new BundleTranslations(false);
        String first = bundles.getTranslation("lab.exercise.2.undo", Locale.ENGLISH);
        assertThat(first).isEqualTo("Take it back with the page's Undo last add.");
        assertThat(bundles.getTranslation("lab.exercise.2.undo", Locale.ENGLISH))
                .isSameAs(first);
        assertThat(bundles.getTranslation("lab.exercise.2.undo", Locale.GERMAN)).isNotEqualTo(first);
        assertThat(bundles.getTranslation("scoreboard.total", Locale.ENGLISH, 1, 8, 12, 100, 2700, 1))
                .isNotEqualTo(bundles.getTranslation("scoreboard.total", Locale.ENGLISH, 1, 8, 12, 100, 2700, 3));
    }

    @Test
    void thePseudoLocaleMarksTheBundlesWordsAndLeavesAnArgumentFromCodeOutside() {
        BundleTranslations bundles = new BundleTranslations(true);
        assertThat(bundles.getProvidedLocales()).contains(PseudoLocale.LONG, PseudoLocale.RIGHT_TO_LEFT);
        String wrapped = bundles.getTranslation("index.exercise", PseudoLocale.LONG, "Written in code");
        assertThat(wrapped).startsWith(PseudoLocale.OPEN).endsWith("Written in code");
        String nested = bundles.getTranslation(
                "index.exercise", PseudoLocale.LONG, bundles.getTranslation("tour.skip", PseudoLocale.LONG));
        assertThat(nested.replaceAll("⟦[^⟦⟧]*⟧", "")).isBlank();
        assertThat(bundles.getTranslation("tour.skip", PseudoLocale.LONG).length())
                .isGreaterThanOrEqualTo((int) ("Skip the tour".length() * 1.3));
    }

    private static String in(Locale locale, Supplier<String> text) {
        UI ui = new UI();
        ui.setLocale(locale);
        UI.setCurrent(ui);
        // ICU keeps a number and its unit, a time and its AM/PM, together with no-break spaces.
        return text.get().replace('\u00a0', ' ').replace('\u202f', ' ');
    }
}
