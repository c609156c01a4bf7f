package org.consentlab.consent;

import org.consentlab.tool.RequiredDecision;
import org.jspecify.annotations.Nullable;

/**
 * What a call would do with the arguments a person is editing, before they approve it: the
 * consequence text (written from the records) and the rung it needs after the policy ladder ran
 * again; or, when {@code valid} is false, {@code text} says which field is wrong and why, and
 * {@code required} is null.
 */
record EditPreview(boolean valid, String text, @Nullable RequiredDecision required) {

    static EditPreview of(String consequence, RequiredDecision required) {
        return new EditPreview(true, consequence, required);
    }

    static EditPreview invalid(String why) {
        return new EditPreview(false, why, null);
    }

    /** Whether the edit raised the rung above the one the gate was armed with. */
    boolean raises(Gate gate) {
        return valid && required.ordinal() > gate.requiredDecision().ordinal();
    }
}
