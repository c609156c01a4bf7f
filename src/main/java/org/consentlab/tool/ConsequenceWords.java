package org.consentlab.tool;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A gate's consequence as a sentence of the bundles: its {@code key} and the values it was written
 * from, with the {@code english} written from the same values. The gate keeps both, so that a page
 * can say the consequence in its reader's language and still say exactly what the record holds.
 * Each value is kept raw, as the record has it ({@code 4000}, not {@code €40.00}); its {@link Form}
 * says how a page writes it, so that an amount reads as money in the reader's language. A sentence
 * added to the consequence later (why the person's limit now needs an approver) is {@code then}:
 * words of their own, said after these.
 */
public record ConsequenceWords(
        String english,
        String key,
        List<String> arguments,
        List<Form> forms,
        @Nullable ConsequenceWords then) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** How a page writes a value into the sentence. */
    public enum Form {
        /** An id, a name or a title, as kept, set apart from the sentence around it. */
        TEXT,
        /** An amount in euro cents, written as the reader's language writes money. */
        MONEY,
        /** A count, written as the reader's language writes numbers (and choosing a plural form). */
        NUMBER,
        /**
         * A code read left to right in every language (a masked account, {@code GB29 •••• 2681}), as
         * kept, set apart as left to right: its bullets and digits never take an Arabic line's direction.
         */
        CODE
    }

    /** An amount in euro cents, for {@link #of}: kept as cents, written as money by the page. */
    public record Money(long euroCents) {}

    /** A code read left to right in every language, for {@link #of}: kept as it is, set apart left to right. */
    public record Code(String text) {}

    public ConsequenceWords {
        arguments = List.copyOf(arguments);
        forms = forms.isEmpty() ? Collections.nCopies(arguments.size(), Form.TEXT) : List.copyOf(forms);
        if (forms.size() != arguments.size()) {
            throw new IllegalArgumentException("one form per argument: " + arguments + " " + forms);
        }
    }

    /** Words with no sentence after them. */
    public ConsequenceWords(String english, String key, List<String> arguments, List<Form> forms) {
        this(english, key, arguments, forms, null);
    }

    /** Words whose values are all {@link Form#TEXT}. */
    public ConsequenceWords(String english, String key, List<String> arguments) {
        this(english, key, arguments, List.of());
    }

    /** These words and then {@code more}: the English is the two sentences, as the record keeps them. */
    public ConsequenceWords followedBy(ConsequenceWords more) {
        return new ConsequenceWords(
                english + " " + more.english(), key, arguments, forms, then == null ? more : then.followedBy(more));
    }

    /**
     * The sentence {@code key} of the bundles, written in English from {@code arguments} by the app:
     * each a {@code String} (text), a {@link Money}, a {@link Code} or a whole {@code Number} (a count).
     */
    public static ConsequenceWords of(String english, String key, Object... arguments) {
        List<String> values = new ArrayList<>();
        List<Form> forms = new ArrayList<>();
        for (Object argument : arguments) {
            switch (argument) {
                case Money money -> {
                    values.add(Long.toString(money.euroCents()));
                    forms.add(Form.MONEY);
                }
                case Code code -> {
                    values.add(code.text());
                    forms.add(Form.CODE);
                }
                case Number count -> {
                    values.add(Long.toString(count.longValue()));
                    forms.add(Form.NUMBER);
                }
                default -> {
                    values.add(String.valueOf(argument));
                    forms.add(Form.TEXT);
                }
            }
        }
        return new ConsequenceWords(english, key, values, forms);
    }

    /** What a gate row keeps beside the English: the key, the arguments and (where one is not text) their forms. */
    public String toJson() {
        return JSON.writeValueAsString(json());
    }

    private ObjectNode json() {
        ObjectNode words = JSON.createObjectNode().put("key", key);
        arguments.forEach(words.putArray("arguments")::add);
        if (forms.stream().anyMatch(form -> form != Form.TEXT)) {
            var kept = words.putArray("forms");
            forms.forEach(form -> kept.add(form.name()));
        }
        if (then != null) {
            words.set("then", then.json());
        }
        return words;
    }

    /** The words a gate row keeps beside {@code english}, or null for a row that keeps none (written before them, or edited since). */
    public static @Nullable ConsequenceWords fromJson(String english, @Nullable String json) {
        if (json == null) {
            return null;
        }
        return read(english, JSON.readTree(json));
    }

    /** The sentence after is kept as words alone: the English of both is the record's. */
    private static ConsequenceWords read(String english, JsonNode words) {
        return new ConsequenceWords(
                english,
                words.path("key").asString(),
                words.path("arguments").valueStream().map(JsonNode::asString).toList(),
                words.path("forms")
                        .valueStream()
                        .map(form -> Form.valueOf(form.asString()))
                        .toList(),
                words.has("then") ? read("", words.path("then")) : null);
    }
}
