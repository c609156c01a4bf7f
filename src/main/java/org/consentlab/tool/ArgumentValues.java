package org.consentlab.tool;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Arguments checked for what the caller sent, before the schema check and before any value
 * reaches a handler. The tree must come from a parse that keeps numbers exact (big decimals and
 * big integers): an ordinary parse would turn {@code 1e309} into infinity (written back as the
 * string {@code "Infinity"}), {@code 1.0000000000000000000000000001} into {@code 1}, and a 400-digit
 * integer into a value json-schema-validator cannot compare (it converts integral bounds to a Java
 * {@code long}). So: every number must lie inside the range a call can use (a {@code long}, which
 * is inside a {@code double}'s), a field declared {@code "type": "integer"} must hold a whole
 * number that fits an {@code int}, and every text (keys too) must be valid Unicode, with no lone
 * surrogate. Each refusal names the field from the root {@code arguments}.
 */
final class ArgumentValues {

    static final String ROOT = "arguments";
    private static final BigDecimal LONG_MIN = new BigDecimal(Long.MIN_VALUE);
    private static final BigDecimal LONG_MAX = new BigDecimal(Long.MAX_VALUE);
    private static final int SHOWN_DIGITS = 40;

    private ArgumentValues() {}

    /** Null when every value is acceptable, else what is wrong and where. */
    static String problem(JsonNode schema, JsonNode value, String path) {
        String where = ROOT + path;
        if (value.isNumber()) {
            return number(schema, value, where);
        }
        if (value.isString()) {
            return text(value.asString(), where, "the text");
        }
        for (Map.Entry<String, JsonNode> child : value.properties()) {
            String problem = text(child.getKey(), where, "a key");
            if (problem == null) {
                problem = problem(
                        schema.path("properties").path(child.getKey()), child.getValue(), path + "/" + child.getKey());
            }
            if (problem != null) {
                return problem;
            }
        }
        for (int i = 0; i < value.size() && value.isArray(); i++) {
            String problem = problem(schema.path("items"), value.get(i), path + "/" + i);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private static String number(JsonNode schema, JsonNode value, String where) {
        BigDecimal exact = value.isIntegralNumber() ? new BigDecimal(value.bigIntegerValue()) : value.decimalValue();
        if (exact.compareTo(LONG_MIN) < 0 || exact.compareTo(LONG_MAX) > 0) {
            return "%s: %s is too large a number (at most 64 bits)".formatted(where, shown(value));
        }
        if (!"integer".equals(schema.path("type").asString(null))) {
            return null;
        }
        if (exact.signum() != 0 && exact.stripTrailingZeros().scale() > 0) {
            return "%s: %s is not a whole number, an integer is expected".formatted(where, shown(value));
        }
        BigInteger whole = exact.toBigIntegerExact();
        if (whole.bitLength() >= Integer.SIZE) {
            return "%s: %s is not an integer a call can use (from %d to %d)"
                    .formatted(where, shown(value), Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        return null;
    }

    /** A 400-digit number is named by its first digits and its length, not echoed in full. */
    private static String shown(JsonNode value) {
        String text = value.isIntegralNumber()
                ? value.bigIntegerValue().toString()
                : value.decimalValue().toString();
        return text.length() <= SHOWN_DIGITS
                ? text
                : "%s… (%d characters)".formatted(text.substring(0, SHOWN_DIGITS), text.length());
    }

    private static String text(String text, String where, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean paired = Character.isHighSurrogate(c)
                    && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            if (paired) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return "%s: %s is not valid Unicode (a lone surrogate \\u%04x at character %d)"
                        .formatted(where, what, (int) c, i + 1);
            }
        }
        return null;
    }
}
