package org.consentlab.lifecycle;

import java.util.Arrays;
import java.util.Optional;

/**
 * How the page under test handles Lab 5's action. One is correct; the other four are wrong
 * designs that really do what they say in the learner's sandbox (the consent boundary's
 * {@code WrongDesigns}), so
 * that the verdict, read from the wire, can catch them where the screen cannot. What each does is
 * told in the reader's language by the page ({@code lifecycle.behaviour.<id>}).
 */
public enum UiBehaviour {
    CORRECT("correct", "Correct"),
    FIRES_EARLY("fires-early", "Fires early"),
    NO_CONFIRMATION("no-confirmation", "No confirmation"),
    VAGUE_CONFIRMATION("vague-confirmation", "Vague confirmation"),
    DIALOG_INSTEAD_OF_APPROVAL("dialog-instead-of-approval", "Dialog instead of approval");

    private final String id;
    private final String label;

    UiBehaviour(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** The stable value testers pick, e.g. {@code fires-early}. */
    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    public static Optional<UiBehaviour> byId(String id) {
        return Arrays.stream(values())
                .filter(behaviour -> behaviour.id.equals(id))
                .findFirst();
    }
}
