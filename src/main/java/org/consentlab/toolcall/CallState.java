package org.consentlab.toolcall;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** The lifecycle of a tool call. Ungated calls skip the two approval states. */
public enum CallState {
    INPUT_STREAMING,
    INPUT_AVAILABLE,
    APPROVAL_REQUESTED,
    APPROVAL_RESPONDED,
    EXECUTING,
    OUTPUT_AVAILABLE,
    OUTPUT_ERROR,
    OUTPUT_DENIED;

    // Each state is written several times a call (its row, its transitions): its label is made once.
    private final String label = name().toLowerCase(Locale.ROOT).replace('_', '-');

    public String label() {
        return label;
    }

    public boolean isFinal() {
        return this == OUTPUT_AVAILABLE || this == OUTPUT_ERROR || this == OUTPUT_DENIED;
    }

    public boolean canMoveTo(CallState next) {
        return successors().contains(next);
    }

    private Set<CallState> successors() {
        return switch (this) {
            case INPUT_STREAMING -> EnumSet.of(INPUT_AVAILABLE, OUTPUT_ERROR);
            case INPUT_AVAILABLE -> EnumSet.of(APPROVAL_REQUESTED, EXECUTING, OUTPUT_ERROR);
            case APPROVAL_REQUESTED -> EnumSet.of(APPROVAL_RESPONDED, OUTPUT_DENIED, OUTPUT_ERROR);
            case APPROVAL_RESPONDED -> EnumSet.of(EXECUTING, OUTPUT_DENIED);
            case EXECUTING -> EnumSet.of(OUTPUT_AVAILABLE, OUTPUT_ERROR);
            case OUTPUT_AVAILABLE, OUTPUT_ERROR, OUTPUT_DENIED -> EnumSet.noneOf(CallState.class);
        };
    }

    public static CallState fromLabel(String label) {
        return valueOf(label.toUpperCase().replace('-', '_'));
    }
}
