package org.consentlab.toolcall;

import java.util.Map;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The only form of call arguments fit for screens, audit rows and agents: secrets and personal
 * data replaced, long text cut. The original arguments never leave the server.
 */
public final class ArgsMasker {

    private static final Pattern SENSITIVE =
            Pattern.compile("(?i).*(email|code|token|password|secret|card|iban|phone).*");
    private static final int MAX_TEXT = 120;
    private static final int MAX_TOTAL = 1000;

    private ArgsMasker() {}

    public static String mask(JsonNode args) {
        JsonNode masked = maskNode(null, args);
        String text = JsonMapper.shared().writeValueAsString(masked);
        return text.length() <= MAX_TOTAL ? text : text.substring(0, MAX_TOTAL - 1) + "…";
    }

    private static JsonNode maskNode(String key, JsonNode node) {
        if (node.isObject()) {
            ObjectNode copy = JsonMapper.shared().createObjectNode();
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                copy.set(field.getKey(), maskNode(field.getKey(), field.getValue()));
            }
            return copy;
        }
        if (node.isArray()) {
            var copy = JsonMapper.shared().createArrayNode();
            node.forEach(item -> copy.add(maskNode(key, item)));
            return copy;
        }
        if (key != null && SENSITIVE.matcher(key).matches() && !node.isNull()) {
            return JsonMapper.shared().getNodeFactory().stringNode(hide(node.asString()));
        }
        if (node.isString() && node.asString().length() > MAX_TEXT) {
            return JsonMapper.shared()
                    .getNodeFactory()
                    .stringNode(node.asString().substring(0, MAX_TEXT) + "…");
        }
        return node;
    }

    /** Keeps just enough to recognise the value: the first character and an email's domain. */
    private static String hide(String value) {
        int at = value.indexOf('@');
        String head = value.isEmpty() ? "" : value.substring(0, 1);
        return at > 0 ? head + "***" + value.substring(at) : head + "***";
    }
}
