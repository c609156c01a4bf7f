package org.consentlab.tool;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What a gate row keeps beside its English: the key, the raw values, and how a page writes each one
 * (an amount in cents as money, a count as a number). A row written before the forms existed reads
 * as text throughout, as it was written.
 */
class ConsequenceWordsTest {

    @Test
    void aRowKeepsTheRawValuesAndTheirFormsAndReadsThemBack() {
        ConsequenceWords words = ConsequenceWords.of(
                "Refund €40.00 of order ORD-1043.",
                "consent.consequence.x",
                new ConsequenceWords.Money(4000),
                "ORD-1043",
                3);
        assertThat(words.arguments()).containsExactly("4000", "ORD-1043", "3");
        assertThat(words.forms())
                .containsExactly(ConsequenceWords.Form.MONEY, ConsequenceWords.Form.TEXT, ConsequenceWords.Form.NUMBER);

        ConsequenceWords read = ConsequenceWords.fromJson(words.english(), words.toJson());

        assertThat(read).isEqualTo(words);
    }

    @Test
    void aRowOfTextAloneKeepsNoFormsAndAnOlderRowReadsAsText() {
        ConsequenceWords words = ConsequenceWords.of("Delete Ada.", "consent.consequence.y", "Ada");
        assertThat(words.toJson()).doesNotContain("forms");
        ConsequenceWords older =
                ConsequenceWords.fromJson("Delete Ada.", "{\"key\":\"consent.consequence.y\",\"arguments\":[\"Ada\"]}");
        assertThat(older).isEqualTo(words);
        assertThat(older.forms()).containsExactly(ConsequenceWords.Form.TEXT);
        assertThat(ConsequenceWords.fromJson("Delete Ada.", null)).isNull();
    }
}
