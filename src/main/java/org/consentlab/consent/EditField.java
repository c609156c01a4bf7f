package org.consentlab.consent;

import org.consentlab.payment.Money;
import org.consentlab.tool.ToolDeclaration;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How a field of a call's edit speaks to the person: a label in their words instead of the
 * argument's name, and what the field accepts. The ranges are read from the tool's own schema, the
 * one that validates the edit, so the words and the check cannot drift apart.
 */
record EditField(String label, String allowed) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** A field the tool gives no words of its own: its argument name, and nothing said about it. */
    static EditField named(String argument) {
        return new EditField(argument, "");
    }

    /** "1 to 10000000 (€0.01 to €100000.00)": the euro-cent amounts the schema lets {@code argument} take. */
    static String centsRange(ToolDeclaration declaration, String argument) {
        JsonNode field = JSON.readTree(declaration.inputSchema()).path("properties").path(argument);
        int minimum = field.path("minimum").asInt();
        int maximum = field.path("maximum").asInt();
        return "%d to %d (%s to %s)".formatted(minimum, maximum, Money.euros(minimum), Money.euros(maximum));
    }
}
