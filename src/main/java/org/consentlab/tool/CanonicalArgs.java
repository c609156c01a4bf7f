package org.consentlab.tool;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One spelling for equal arguments, so a fingerprint cannot differ by key order or by how a number
 * was written: object keys sorted, numbers as their exact decimal value ({@code 4000}, {@code 4000.0}
 * and {@code 4e3} are one number), strings escaped as JSON writes them.
 */
public final class CanonicalArgs {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private CanonicalArgs() {}

    public static String of(String argsJson) {
        return of(parse(argsJson));
    }

    public static JsonNode parse(String argsJson) {
        return JSON.readTree(argsJson);
    }

    public static String of(JsonNode node) {
        if (node.isObject()) {
            Map<String, JsonNode> sorted = new TreeMap<>();
            node.properties().forEach(entry -> sorted.put(entry.getKey(), entry.getValue()));
            return sorted.entrySet().stream()
                    .map(entry -> JSON.writeValueAsString(entry.getKey()) + ":" + of(entry.getValue()))
                    .collect(Collectors.joining(",", "{", "}"));
        }
        if (node.isArray()) {
            return StreamSupport.stream(node.spliterator(), false)
                    .map(CanonicalArgs::of)
                    .collect(Collectors.joining(",", "[", "]"));
        }
        if (node.isNumber()) {
            return node.decimalValue().stripTrailingZeros().toPlainString();
        }
        return JSON.writeValueAsString(node);
    }

    /** Whether two argument sets are the same call's arguments. */
    public static boolean same(JsonNode left, JsonNode right) {
        return of(left).equals(of(right));
    }
}
