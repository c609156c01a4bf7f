package org.consentlab.tool;

import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Numbers a schema check cannot be trusted with. JSON Schema calls {@code 1e300} an integer (it
 * has no fraction), and json-schema-validator 3.0.9 compares a value with an integral
 * {@code minimum} or {@code maximum} by converting it to a Java {@code long}, which throws for
 * {@code 1e300} instead of reporting a violation. A handler in turn reads an integer field as a
 * Java {@code int}. So, before the schema check: any number beyond the {@code long} range is
 * refused, and a field declared {@code "type": "integer"} must fit an {@code int}; either way the
 * refusal names the field.
 */
final class NumberFields {

    private static final double LONG_LIMIT = 0x1p63;

    private NumberFields() {
    }

    /** Null when every number fits, else what is wrong and where. */
    static String outOfRange(JsonNode schema, JsonNode value, String path) {
        String where = path.isEmpty() ? "/" : path;
        if (value.isNumber()) {
            double d = value.asDouble();
            if (value.isFloatingPointNumber() && !(Math.abs(d) < LONG_LIMIT)) {
                return "%s: %s is too large a number".formatted(where, value);
            }
            if ("integer".equals(schema.path("type").asString(null))
                    && !(value.isIntegralNumber() ? value.canConvertToInt() : d == Math.rint(d)
                    && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE)) {
                return "%s: %s is not an integer a call can use (from %d to %d)".formatted(where, value,
                        Integer.MIN_VALUE, Integer.MAX_VALUE);
            }
        }
        for (Map.Entry<String, JsonNode> child : value.properties()) {
            String problem = outOfRange(schema.path("properties").path(child.getKey()), child.getValue(),
                    path + "/" + child.getKey());
            if (problem != null) {
                return problem;
            }
        }
        for (int i = 0; i < value.size() && value.isArray(); i++) {
            String problem = outOfRange(schema.path("items"), value.get(i), path + "/" + i);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }
}
