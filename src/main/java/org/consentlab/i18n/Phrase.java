package org.consentlab.i18n;

import com.vaadin.flow.i18n.I18NProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A sentence a record keeps as words rather than prose: the key of its text in the bundles and the
 * values it was written from. A page says it in its reader's language when it shows it; the same
 * words written in English are the sentence the record has always kept. An argument is a value (an
 * id, a number, a typed text: set apart, never translated), another phrase (said in the same
 * language), or {@link Said}: a text kept as it was said, English in every language.
 */
public record Phrase(String key, List<Object> arguments) {

    /** A text as it was said (to or by an agent, or by a part of the app that speaks English only). */
    public record Said(String english) {}

    private static final I18NProvider BUNDLES = new BundleTranslations(false);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    public Phrase {
        arguments = List.copyOf(arguments);
    }

    /** {@code arguments}: strings and numbers are values, a {@link Phrase} is said too, a {@link Said} kept. */
    public static Phrase of(String key, Object... arguments) {
        return new Phrase(
                key,
                java.util.Arrays.stream(arguments)
                        .map(argument -> argument instanceof Number number ? String.valueOf(number) : argument)
                        .toList());
    }

    /** A text kept as it was said, as a phrase of its own: shown as it is, in English. */
    public static Phrase said(String english) {
        return new Phrase("", List.of(new Said(english)));
    }

    /** The sentence in English: what the record keeps as prose, and what a person reading English sees. */
    public String english() {
        return in(Locale.ENGLISH, Said::english, value -> value);
    }

    /** The sentence in the language being served ({@link Texts}), values set apart, what was said kept. */
    public String text() {
        return in(Texts.locale(), said -> Texts.isolate(said.english()), Texts::isolate);
    }

    /** Whether this is a text kept as it was said, with no words of its own. */
    public boolean kept() {
        return key.isEmpty();
    }

    /** Sentences one after the other, as the record keeps them. */
    public static String english(List<Phrase> sentences) {
        return sentences.stream().map(Phrase::english).collect(Collectors.joining(" "));
    }

    /** What a record keeps beside its English: the keys and arguments of each sentence, as JSON. */
    public static String toJson(List<Phrase> sentences) {
        ArrayNode all = JSON.createArrayNode();
        sentences.forEach(sentence -> all.add(sentence.json()));
        return JSON.writeValueAsString(all);
    }

    /** The sentences {@link #toJson} wrote; none for a record that kept no words. */
    public static List<Phrase> fromJson(String json) {
        List<Phrase> sentences = new ArrayList<>();
        JSON.readTree(json).valueStream().map(Phrase::read).forEach(sentences::add);
        return sentences;
    }

    private String in(Locale locale, Function<Said, String> said, Function<String, String> value) {
        Object[] shown = arguments.stream()
                .map(argument -> switch (argument) {
                    case Said text -> said.apply(text);
                    case Phrase phrase -> locale.equals(Locale.ENGLISH) ? phrase.english() : phrase.text();
                    default -> value.apply(String.valueOf(argument));
                })
                .toArray();
        if (kept()) {
            return (String) shown[0];
        }
        return locale.equals(Locale.ENGLISH) ? BUNDLES.getTranslation(key, locale, shown) : Texts.t(key, shown);
    }

    private ObjectNode json() {
        ObjectNode node = JSON.createObjectNode().put("key", key);
        ArrayNode all = node.putArray("arguments");
        arguments.forEach(argument -> {
            switch (argument) {
                case Said text -> all.addObject().put("said", text.english());
                case Phrase phrase -> all.addObject().set("phrase", phrase.json());
                default -> all.add(String.valueOf(argument));
            }
        });
        return node;
    }

    private static Phrase read(JsonNode node) {
        return new Phrase(
                node.path("key").asString(),
                node.path("arguments")
                        .valueStream()
                        .map(argument -> argument.has("said")
                                ? new Said(argument.path("said").asString())
                                : argument.has("phrase") ? (Object) read(argument.path("phrase")) : argument.asString())
                        .toList());
    }
}
