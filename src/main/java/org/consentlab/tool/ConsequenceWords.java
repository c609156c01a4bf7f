package org.consentlab.tool;

import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A gate's consequence as a sentence of the bundles: its {@code key} and the values it was written
 * from, with the {@code english} written from the same values. The gate keeps both, so that a page
 * can say the consequence in its reader's language and still say exactly what the record holds.
 */
public record ConsequenceWords(String english, String key, List<String> arguments) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    public ConsequenceWords {
        arguments = List.copyOf(arguments);
    }

    /** The sentence {@code key} of the bundles, written in English from {@code arguments} by the app. */
    public static ConsequenceWords of(String english, String key, String... arguments) {
        return new ConsequenceWords(english, key, List.of(arguments));
    }

    /** What a gate row keeps beside the English: the key and the arguments. */
    public String toJson() {
        ObjectNode words = JSON.createObjectNode().put("key", key);
        arguments.forEach(words.putArray("arguments")::add);
        return JSON.writeValueAsString(words);
    }

    /** The words a gate row keeps beside {@code english}, or null for a row that keeps none (written before them, or edited since). */
    public static @Nullable ConsequenceWords fromJson(String english, @Nullable String json) {
        if (json == null) {
            return null;
        }
        JsonNode words = JSON.readTree(json);
        return new ConsequenceWords(
                english,
                words.path("key").asString(),
                words.path("arguments").valueStream().map(JsonNode::asString).toList());
    }
}
