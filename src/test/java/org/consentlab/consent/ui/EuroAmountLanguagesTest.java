package org.consentlab.consent.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Phrase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Euros as each language writes them: German's decimal comma and grouping point, Arabic's own
 * digits and marks beside the Latin ones ICU writes there, and everywhere the plain {@code 30.00}.
 * Whatever the field writes is read back as the same cents in every language; what cannot be read
 * is refused by key, with the examples and limits written as the language writes them.
 */
class EuroAmountLanguagesTest {

    private static final long MIN = 1;
    private static final long MAX = 10_000_000;
    private static final Locale ARABIC = Language.ARABIC.locale();

    static Stream<Locale> languages() {
        return Stream.of(Locale.ENGLISH, Locale.GERMAN, ARABIC);
    }

    @ParameterizedTest(name = "German \"{0}\" is {1} cents")
    @CsvSource(
            delimiter = '|',
            value = {
                "30|3000",
                "30,5|3050",
                "30,50|3050",
                "30.50|3050",
                "30.5|3050",
                "30,00 €|3000",
                "30,00\u00a0€|3000",
                "€30,00|3000",
                "1.250,75|125075",
                "1.000|100000",
                "100.000,00|10000000",
                "0,01|1",
                "0.29|29"
            })
    void germanReadsItsCommaAndThePlainPoint(String typed, long cents) {
        EuroAmount amount = EuroAmount.parse(typed, MIN, MAX, Locale.GERMAN);
        assertThat(amount.why()).as(typed).isNull();
        assertThat(amount.cents()).isEqualTo(cents);
    }

    @ParameterizedTest(name = "Arabic \"{0}\" is {1} cents")
    @CsvSource(
            delimiter = '|',
            value = {
                "٣٠|3000",
                "٣٠٫٥|3050",
                "٣٠٫٥٠|3050",
                "٠٫٠١|1",
                "١٬٢٥٠٫٧٥|125075",
                "١٠٠٠٠٠|10000000",
                "٣٠٫٠٠ €|3000",
                "30.50|3050",
                "1,250.75|125075",
                "\u200f30.00\u00a0€|3000",
                "\u061c30.00 €|3000"
            })
    void arabicReadsItsOwnDigitsAndTheLatinOnes(String typed, long cents) {
        EuroAmount amount = EuroAmount.parse(typed, MIN, MAX, ARABIC);
        assertThat(amount.why()).as(typed).isNull();
        assertThat(amount.cents()).isEqualTo(cents);
    }

    @ParameterizedTest(name = "German \"{0}\" is refused as {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "lots|edit.amount.malformed",
                "30,|edit.amount.malformed",
                "1.00,5|edit.amount.malformed",
                "30,5.0|edit.amount.malformed",
                "٣٠|edit.amount.malformed",
                "30,505|edit.amount.too-precise",
                "0,001|edit.amount.too-precise",
                "-5|edit.amount.range",
                "0,00|edit.amount.range",
                "100.000,01|edit.amount.range"
            })
    void germanRefusesByKey(String typed, String key) {
        EuroAmount amount = EuroAmount.parse(typed, MIN, MAX, Locale.GERMAN);
        assertThat(amount.valid()).isFalse();
        assertThat(amount.cents()).isNull();
        assertThat(amount.why().key()).isEqualTo(key);
    }

    @ParameterizedTest(name = "Arabic \"{0}\" is malformed")
    @ValueSource(strings = {"3٠", "٣0.5", "٣٠٫", "٣٠،٥", "lots", "٣٠ يورو"})
    void arabicRefusesMixedOrUnreadableDigits(String typed) {
        assertThat(EuroAmount.parse(typed, MIN, MAX, ARABIC).why().key()).isEqualTo("edit.amount.malformed");
    }

    @ParameterizedTest(name = "{0}: the refusals name amounts as the language writes them")
    @MethodSource("languages")
    void theRefusalsExamplesAndLimitsAreWrittenAsTheLanguageWritesThem(Locale locale) {
        EuroWriting writing = EuroWriting.of(locale);
        Phrase malformed = EuroAmount.parse("lots", MIN, MAX, locale).why();
        assertThat(malformed.arguments()).containsExactly("30", writing.written(3050), writing.money(3000));
        Phrase range = EuroAmount.parse("0", MIN, MAX, locale).why();
        assertThat(range.key()).isEqualTo("edit.amount.range");
        assertThat(range.arguments()).containsExactly(writing.money(MIN), writing.money(MAX));
        assertThat(EuroAmount.parse("1" + writing.decimal() + "234", MIN, MAX, locale)
                        .why()
                        .arguments())
                .containsExactly(writing.written(1));
        if (locale.equals(Locale.GERMAN)) {
            assertThat(malformed.arguments()).containsExactly("30", "30,50", "30,00\u00a0€");
            assertThat(range.arguments()).containsExactly("0,01\u00a0€", "100000,00\u00a0€");
        }
        if (locale.equals(Locale.ENGLISH)) {
            assertThat(malformed.english()).isEqualTo(EuroAmount.MALFORMED);
            assertThat(EuroAmount.parse("0.001", MIN, MAX, locale).why().english())
                    .isEqualTo(EuroAmount.TOO_PRECISE);
        }
    }

    @ParameterizedTest(name = "{0}: parse(written(x)) is x")
    @MethodSource("languages")
    void whatTheFieldWritesIsReadBackAsTheSameCents(Locale locale) {
        EuroWriting writing = EuroWriting.of(locale);
        Random random = new Random(46);
        LongStream cents = LongStream.concat(LongStream.rangeClosed(0, 20_000), random.longs(5_000, 0, MAX + 1));
        cents.forEach(each -> {
            for (String written : List.of(writing.written(each), writing.money(each))) {
                assertThat(EuroAmount.parse(written, 0, MAX, locale).cents())
                        .as("%s in %s", written, locale)
                        .isEqualTo(each);
            }
            if (locale.equals(ARABIC)) {
                String own = arabicDigits(writing.written(each));
                assertThat(EuroAmount.parse(own, 0, MAX, locale).cents())
                        .as(own)
                        .isEqualTo(each);
            }
        });
    }

    /** The Arabic-Indic digits and the Arabic decimal mark for a Latin amount. */
    private static String arabicDigits(String latin) {
        StringBuilder own = new StringBuilder();
        for (char c : latin.toCharArray()) {
            own.append(c >= '0' && c <= '9' ? (char) ('\u0660' + c - '0') : c == '.' ? '\u066B' : c);
        }
        return own.toString();
    }
}
