package org.consentlab.consent.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.consentlab.consent.Gate;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * What a call would do with the arguments a person is editing, before they approve it: the
 * consequence text (written from the records, in English, with {@code words} where the tool wrote it
 * as words of the bundles too) and the rung it needs after the policy ladder ran again; or, when
 * {@code valid} is false, {@code text} says which field is wrong and why, and {@code required} is null.
 */
public record EditPreview(
        boolean valid,
        String text,
        @Nullable RequiredDecision required,
        @Nullable ConsequenceWords words) {

    public EditPreview(boolean valid, String text, @Nullable RequiredDecision required) {
        this(valid, text, required, null);
    }

    public static EditPreview of(String consequence, RequiredDecision required) {
        return new EditPreview(true, consequence, required);
    }

    /** The consequence as words, which the edited gate keeps beside its English. */
    public static EditPreview of(ConsequenceWords consequence, RequiredDecision required) {
        return new EditPreview(true, consequence.english(), required, consequence);
    }

    public static EditPreview invalid(String why) {
        return new EditPreview(false, why, null);
    }

    /** Whether the edit raised the rung above the one the gate was armed with. */
    boolean raises(Gate gate) {
        return valid && required.ordinal() > gate.requiredDecision().ordinal();
    }

    /** The first field outside {@code editable} whose value the edit changed (or added, or dropped), in words. */
    public static Optional<String> fixedFieldChanged(JsonNode asked, JsonNode edited, List<String> editable) {
        Set<String> names = new HashSet<>(asked.propertyNames());
        names.addAll(edited.propertyNames());
        return names.stream()
                .filter(name -> !editable.contains(name))
                .filter(name -> !Objects.equals(asked.get(name), edited.get(name)))
                .sorted()
                .findFirst()
                .map(name -> name + " cannot be edited; only " + String.join(", ", editable) + " can.");
    }
}
