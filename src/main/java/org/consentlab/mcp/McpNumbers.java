package org.consentlab.mcp;

import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.json.JsonMapper;

/**
 * Says which number of a message could not be read at all, e.g. {@code 1E+99999999999}, whose
 * exponent is beyond what a {@code BigDecimal} holds. Runs only after the tree read has failed, and
 * streams the top level without building anything: the id gets the id's own refusal, any other
 * place a refusal of the message.
 */
final class McpNumbers {

    static final String ID_RULE = "\"id\" must be a string or an integer of at most 64 bits (from %d to %d), "
                    .formatted(Long.MIN_VALUE, Long.MAX_VALUE)
            + "not a number with an exponent or a fraction";

    private McpNumbers() {}

    static Optional<McpEnvelope.Refusal> unreadable(JsonMapper json, String text) {
        try (JsonParser parser = json.createParser(text)) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                    String name = parser.currentName();
                    JsonToken value = parser.nextToken();
                    if ("id".equals(name) && value != null && value.isNumeric()) {
                        return refuse(ID_RULE);
                    }
                    parser.skipChildren();
                }
            }
        } catch (JacksonException malformedLater) {
            // The tree read failed on the number first; whatever else is wrong, the number is the answer.
        }
        return refuse("A number in the message has an exponent too large to read (such as 1E+99999999999): "
                + "write it without such an exponent");
    }

    private static Optional<McpEnvelope.Refusal> refuse(String message) {
        return Optional.of(new McpEnvelope.Refusal(McpEnvelope.INVALID_REQUEST, message, null));
    }
}
