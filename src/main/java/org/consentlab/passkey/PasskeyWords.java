package org.consentlab.passkey;

import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.function.Function;
import org.consentlab.i18n.BundleTranslations;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a passkey step said, as data: the key of its sentence in the bundles and its arguments, not
 * words. A page puts it into its reader's language when it shows it ({@link #text}); what is kept
 * as a record, and what tests read, is its English ({@link #english}), written from the same key and
 * arguments. An argument may be another step's words (a refusal inside "Not registered: …"), an id
 * set apart ({@link Code}), a number, or a text kept as the browser said it ({@link English}).
 */
public record PasskeyWords(String key, List<Object> arguments) {

    /** A text as the browser reported it (an unknown error's name): English, shown as it is. */
    public record English(String text) {}

    /** An id, a name or an address: no language, set apart inside the sentence. */
    public record Code(String text) {}

    private static final I18NProvider BUNDLES = new BundleTranslations(false);

    public PasskeyWords {
        // A count is kept as a long whatever its type, so words read back from a record are equal to them.
        arguments = arguments.stream()
                .map(argument -> argument instanceof Integer count ? (Object) count.longValue() : argument)
                .toList();
    }

    public static PasskeyWords of(String key, Object... arguments) {
        return new PasskeyWords(key, List.of(arguments));
    }

    /** The sentence in the language of the page being served. */
    public String text() {
        return text(English::text);
    }

    /** The sentence in the page's language, a text the browser said written as {@code english} gives it. */
    public String text(Function<English, Object> english) {
        return Texts.t(key, arguments(true, english));
    }

    /** The sentence in English, whatever the page's language: what a record keeps. */
    public String english() {
        return BUNDLES.getTranslation(key, Language.DEFAULT.locale(), arguments(false, English::text));
    }

    /** The key and the arguments, as a record keeps them. */
    public String toJson() {
        return JsonMapper.shared().writeValueAsString(json());
    }

    /** Words a record kept with {@link #toJson}. */
    public static PasskeyWords fromJson(String json) {
        return from(JsonMapper.shared().readTree(json));
    }

    private ObjectNode json() {
        ObjectNode words = JsonMapper.shared().createObjectNode().put("key", key);
        ArrayNode list = words.putArray("arguments");
        arguments.forEach(argument -> {
            switch (argument) {
                case PasskeyWords inner -> list.addObject().set("words", inner.json());
                case English said -> list.addObject().put("english", said.text());
                case Code code -> list.addObject().put("code", code.text());
                case Number number -> list.addObject().put("number", number.longValue());
                default -> throw new IllegalArgumentException("not an argument a record keeps: " + argument);
            }
        });
        return words;
    }

    private static PasskeyWords from(JsonNode words) {
        return new PasskeyWords(
                words.path("key").asString(),
                words.path("arguments")
                        .valueStream()
                        .map(argument -> argument.has("words")
                                ? from(argument.get("words"))
                                : argument.has("english")
                                        ? new English(argument.get("english").asString())
                                        : argument.has("code")
                                                ? (Object) new Code(
                                                        argument.get("code").asString())
                                                : argument.get("number").asLong())
                        .toList());
    }

    private Object[] arguments(boolean inPage, Function<English, Object> english) {
        return arguments.stream()
                .map(argument -> switch (argument) {
                    case PasskeyWords words -> inPage ? words.text(english) : words.english();
                    case English said -> inPage ? english.apply(said) : said.text();
                    case Code code -> inPage ? Texts.isolate(code.text()) : code.text();
                    default -> argument;
                })
                .toArray();
    }
}
