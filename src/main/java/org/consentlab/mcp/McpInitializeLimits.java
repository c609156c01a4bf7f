package org.consentlab.mcp;

import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The size of what a session keeps: the SDK holds an {@code initialize}'s {@code clientInfo} and
 * {@code capabilities} for the session's whole life, so they are refused over a size, not cut. No
 * text in the parameters (a value or a key) may be longer than {@value #MAX_TEXT} characters, and
 * the parameters as a whole no longer than {@value #MAX_PARAMS} characters of JSON. Honest clients
 * send a few hundred.
 */
final class McpInitializeLimits {

    static final int MAX_TEXT = 256;
    static final int MAX_PARAMS = 4096;

    private McpInitializeLimits() {}

    static Optional<String> check(JsonNode params) {
        Optional<String> longText = longText("params", params);
        if (longText.isPresent()) {
            return longText;
        }
        int size = params.toString().length();
        return size <= MAX_PARAMS
                ? Optional.empty()
                : Optional.of("\"params\" of initialize is %d characters of JSON: a session keeps them, so at most %d "
                                .formatted(size, MAX_PARAMS)
                        + "are accepted");
    }

    private static Optional<String> longText(String path, JsonNode node) {
        if (node.isString() && node.asString().length() > MAX_TEXT) {
            return Optional.of(tooLong(path, node.asString().length()));
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                Optional<String> inside = longText(path + "[" + i + "]", node.get(i));
                if (inside.isPresent()) {
                    return inside;
                }
            }
        }
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            String name = field.getKey();
            if (name.length() > MAX_TEXT) {
                return Optional.of(
                        "A key in \"%s\" is %d characters long: a session keeps it, so at most %d are accepted"
                                .formatted(path, name.length(), MAX_TEXT));
            }
            Optional<String> inside = longText(path + "." + name, field.getValue());
            if (inside.isPresent()) {
                return inside;
            }
        }
        return Optional.empty();
    }

    private static String tooLong(String path, int length) {
        return "\"%s\" is %d characters long: a session keeps it, so at most %d are accepted"
                .formatted(path, length, MAX_TEXT);
    }
}
