package org.consentlab.consent.ui;

import org.consentlab.i18n.Phrase;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.ToolDeclaration;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How a field of a call's edit speaks to the person: a label in their words instead of the
 * argument's name, and what the field accepts, both said in the reader's language when the field is
 * shown. The ranges are read from the tool's own schema, the one that validates the edit, so the
 * words and the check cannot drift apart. A money field ({@code cents} set) is typed in euros, as
 * people write amounts in their language, and sent on in the tool's cents.
 */
public record EditField(
        Phrase labelWords,
        @Nullable Phrase allowedWords,
        @Nullable Cents cents) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The euro-cent amounts the schema lets a money field take. */
    record Cents(long min, long max) {}

    public EditField(Phrase label, Phrase allowed) {
        this(label, allowed, null);
    }

    /** A field the tool gives no words of its own: its argument name, and nothing said about it. */
    public static EditField named(String argument) {
        return new EditField(Phrase.said(argument), null, null);
    }

    /**
     * A money field typed in euros: "In euros, like 30 or 30.50, from €0.01 to €100000.00" and then
     * {@code more}, with the range read from the schema's {@code argument}.
     */
    public static EditField euros(Phrase label, ToolDeclaration declaration, String argument, Phrase more) {
        JsonNode field =
                JSON.readTree(declaration.inputSchema()).path("properties").path(argument);
        Cents range =
                new Cents(field.path("minimum").asLong(), field.path("maximum").asLong());
        return new EditField(label, more, range);
    }

    /** The label, in the language being served; an argument's own name as it is. */
    String label() {
        return labelWords.kept() ? labelWords.english() : labelWords.text();
    }

    /** What the field accepts, in the language being served; a money field's amounts as the language writes them. */
    String allowed() {
        if (cents == null) {
            return allowedWords == null ? "" : allowedWords.text();
        }
        EuroWriting writing = EuroWriting.of(Texts.locale());
        return Texts.t(
                "edit.amount.allowed",
                Texts.isolate("30"),
                Texts.isolate(writing.written(3050)),
                Texts.isolate(writing.money(cents.min())),
                Texts.isolate(writing.money(cents.max())),
                allowedWords == null ? "" : allowedWords.text());
    }

    /** The typed text as the tool's cents, or why it cannot be; only for a money field. */
    EuroAmount centsOf(String typed) {
        return EuroAmount.parse(typed, cents.min(), cents.max());
    }
}
