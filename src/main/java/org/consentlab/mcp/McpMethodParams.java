package org.consentlab.mcp;

import java.util.Optional;
import org.consentlab.toolcall.IdempotencyKeys;
import tools.jackson.databind.JsonNode;

/**
 * The parameters of the MCP methods this server serves, checked for shape before the SDK binds
 * them to its types (where a wrong type became an empty answer). Empty means the shape is fine;
 * otherwise the text names the field and what was expected.
 */
final class McpMethodParams {

    private static final int MAX_TOOL_NAME = 128;

    private McpMethodParams() {}

    static Optional<String> check(String method, JsonNode params) {
        if (params != null) {
            JsonNode meta = params.get("_meta");
            if (meta != null && !meta.isObject()) {
                return Optional.of("\"params._meta\" must be an object, not " + McpEnvelope.kind(meta));
            }
        }
        return switch (method) {
            case "tools/call" -> toolCall(params);
            case "initialize" -> initialize(params);
            case "tools/list", "resources/list", "prompts/list", "resources/templates/list" ->
                optional(params, "cursor", JsonNode::isString, "a string");
            default -> Optional.empty();
        };
    }

    private static Optional<String> toolCall(JsonNode params) {
        if (params == null) {
            return Optional.of("tools/call needs \"params\" with the tool's \"name\" and its \"arguments\"");
        }
        JsonNode name = params.get("name");
        if (name == null || !name.isString()) {
            return Optional.of("\"params.name\" must be the tool's name as a string, not "
                    + (name == null ? "missing" : McpEnvelope.kind(name)));
        }
        if (name.asString().isEmpty() || name.asString().length() > MAX_TOOL_NAME) {
            return Optional.of("\"params.name\" must be 1 to %d characters long".formatted(MAX_TOOL_NAME));
        }
        return optional(params, "arguments", JsonNode::isObject, "an object of the tool's arguments")
                .or(() -> idempotencyKey(params.get("_meta")));
    }

    /** A key that breaks the rule is refused, never dropped: a dropped key would make each retry a new call. */
    private static Optional<String> idempotencyKey(JsonNode meta) {
        JsonNode key = meta == null ? null : meta.get(McpToolBridge.IDEMPOTENCY_META);
        if (key == null) {
            return Optional.empty();
        }
        Optional<String> problem = key.isString()
                ? IdempotencyKeys.problem(key.asString())
                : Optional.of(IdempotencyKeys.RULE + ", not " + McpEnvelope.kind(key));
        return problem.map(text -> "_meta.idempotencyKey: " + text);
    }

    private static Optional<String> initialize(JsonNode params) {
        if (params == null) {
            return Optional.of("initialize needs \"params\" with protocolVersion, capabilities and clientInfo");
        }
        JsonNode version = params.get("protocolVersion");
        if (version == null || !version.isString()) {
            return Optional.of("\"params.protocolVersion\" must be a string, e.g. \"2025-06-18\"");
        }
        JsonNode client = params.get("clientInfo");
        if (client == null || !client.isObject() || !client.path("name").isString()) {
            return Optional.of("\"params.clientInfo\" must be an object with a string \"name\"");
        }
        return optional(params, "capabilities", JsonNode::isObject, "an object")
                .or(() -> McpInitializeLimits.check(params));
    }

    private static Optional<String> optional(
            JsonNode params, String field, java.util.function.Predicate<JsonNode> ok, String expected) {
        JsonNode value = params == null ? null : params.get(field);
        return value == null || ok.test(value)
                ? Optional.empty()
                : Optional.of("\"params.%s\" must be %s, not %s".formatted(field, expected, McpEnvelope.kind(value)));
    }
}
