package org.consentlab.consent.ui;

import org.consentlab.payment.Money;
import org.consentlab.tool.ToolDeclaration;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How a field of a call's edit speaks to the person: a label in their words instead of the
 * argument's name, and what the field accepts. The ranges are read from the tool's own schema, the
 * one that validates the edit, so the words and the check cannot drift apart. A money field
 * ({@code cents} set) is typed in euros, as people write amounts, and sent on in the tool's cents.
 */
public record EditField(
        String label, String allowed, @Nullable Cents cents) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The euro-cent amounts the schema lets a money field take. */
    record Cents(long min, long max) {}

    public EditField(String label, String allowed) {
        this(label, allowed, null);
    }

    /** A field the tool gives no words of its own: its argument name, and nothing said about it. */
    public static EditField named(String argument) {
        return new EditField(argument, "");
    }

    /**
     * A money field typed in euros: "In euros, like 30 or 30.50, from €0.01 to €100000.00" and then
     * {@code more}, with the range read from the schema's {@code argument}.
     */
    public static EditField euros(String label, ToolDeclaration declaration, String argument, String more) {
        JsonNode field =
                JSON.readTree(declaration.inputSchema()).path("properties").path(argument);
        Cents range =
                new Cents(field.path("minimum").asLong(), field.path("maximum").asLong());
        return new EditField(
                label,
                "In euros, like 30 or 30.50, from %s to %s%s"
                        .formatted(Money.euros((int) range.min()), Money.euros((int) range.max()), more),
                range);
    }

    /** The typed text as the tool's cents, or why it cannot be; only for a money field. */
    EuroAmount centsOf(String typed) {
        return EuroAmount.parse(typed, cents.min(), cents.max());
    }
}
