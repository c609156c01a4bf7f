package org.consentlab.tool;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** One spelling for equal arguments, and a different one for any other. */
class CanonicalArgsTest {

    @Test
    void keysAreSortedAndNumbersAreTheirExactValue() {
        assertThat(CanonicalArgs.of("{\"b\":1,\"a\":{\"y\":[1,2.50],\"x\":\"é\\\"\"}}"))
                .isEqualTo("{\"a\":{\"x\":\"é\\\"\",\"y\":[1,2.5]},\"b\":1}");
        assertThat(CanonicalArgs.of("{\"amountCents\":4000}"))
                .isEqualTo(CanonicalArgs.of("{\"amountCents\":4e3}"))
                .isEqualTo(CanonicalArgs.of("{\"amountCents\":4000.00}"));
    }

    @Test
    void anyOtherValueOrTypeIsAnotherSpelling() {
        assertThat(CanonicalArgs.of("{\"amountCents\":4000}"))
                .isNotEqualTo(CanonicalArgs.of("{\"amountCents\":4001}"))
                .isNotEqualTo(CanonicalArgs.of("{\"amountCents\":\"4000\"}"))
                .isNotEqualTo(CanonicalArgs.of("{\"amountCents\":4000.0000001}"));
    }
}
