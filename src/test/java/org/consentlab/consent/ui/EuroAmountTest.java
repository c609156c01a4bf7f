package org.consentlab.consent.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Euros as people write them, read as exact cents; everything else refused with a line that says why. */
class EuroAmountTest {

    private static final long MIN = 1;
    private static final long MAX = 10_000_000;

    @ParameterizedTest(name = "\"{0}\" is {1} cents")
    @CsvSource(
            delimiter = '|',
            value = {
                "30|3000",
                "30.5|3050",
                "30.50|3050",
                "€30.00|3000",
                "€ 30|3000",
                "30 €|3000",
                "30€|3000",
                "  30.00  |3000",
                "0.01|1",
                "0.1|10",
                "0.29|29",
                "0.57|57",
                "1.10|110",
                "19.99|1999",
                "4.35|435",
                "1,000|100000",
                "1,250.75|125075",
                "12,345.67|1234567",
                "100,000.00|10000000",
                "100000|10000000",
                "007|700",
                "40.00|4000"
            })
    void readsEurosAsExactCents(String typed, long cents) {
        EuroAmount amount = EuroAmount.parse(typed, MIN, MAX);
        assertThat(amount.problem()).isNull();
        assertThat(amount.cents()).isEqualTo(cents);
    }

    @ParameterizedTest(name = "\"{0}\" is malformed")
    @ValueSource(
            strings = {
                "lots",
                "",
                " ",
                "€",
                "30.",
                ".5",
                "30,5",
                "30,50",
                "1,00",
                "1,0000",
                "12,34,567",
                "3 0",
                "30..5",
                "30.5.0",
                "€30€",
                "EUR 30",
                "30e2",
                "0x1E",
                "+30",
                "٣٠",
                "30 cents",
                "NaN",
                "Infinity"
            })
    void refusesWhatIsNotAnAmount(String typed) {
        EuroAmount amount = EuroAmount.parse(typed, MIN, MAX);
        assertThat(amount.valid()).isFalse();
        assertThat(amount.problem()).isEqualTo(EuroAmount.MALFORMED);
        assertThat(amount.cents()).isNull();
    }

    @ParameterizedTest(name = "\"{0}\" has too many decimals")
    @ValueSource(strings = {"30.505", "0.001", "30.000", "1,000.123", "€0.999"})
    void refusesMoreThanTwoDecimals(String typed) {
        assertThat(EuroAmount.parse(typed, MIN, MAX).problem()).isEqualTo(EuroAmount.TOO_PRECISE);
    }

    @ParameterizedTest(name = "\"{0}\" is out of range")
    @ValueSource(
            strings = {
                "0",
                "0.00",
                "-5",
                "-0.01",
                "100000.01",
                "100,001",
                "99999999999999999999999999",
                "9223372036854775807",
                "92233720368547758.08"
            })
    void refusesAmountsOutsideTheRange(String typed) {
        assertThat(EuroAmount.parse(typed, MIN, MAX).problem()).isEqualTo("From €0.01 to €100000.00.");
    }

    @Test
    void everyCentOfARangeReadsBackAsItself() {
        // Written as the field shows it, every amount from €0.00 to €200.00 is read back to its cents exactly.
        for (long cents = 0; cents <= 20_000; cents++) {
            String written = EuroAmount.written(cents);
            assertThat(EuroAmount.parse(written, 0, 20_000).cents()).as(written).isEqualTo(cents);
            assertThat(new BigDecimal(written).movePointRight(2).longValueExact())
                    .isEqualTo(cents);
        }
        assertThat(EuroAmount.written(4000)).isEqualTo("40.00");
        assertThat(EuroAmount.written(5)).isEqualTo("0.05");
    }

    @Test
    void theBoundsThemselvesAreAccepted() {
        assertThat(EuroAmount.parse("0.01", MIN, MAX).cents()).isEqualTo(1);
        assertThat(EuroAmount.parse("100,000", MIN, MAX).cents()).isEqualTo(MAX);
        assertThat(EuroAmount.parse("5000.00", 1, 500_000).cents()).isEqualTo(500_000);
        assertThat(EuroAmount.parse("5000.01", 1, 500_000).problem()).isEqualTo("From €0.01 to €5000.00.");
    }
}
