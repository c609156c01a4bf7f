package org.consentlab.lifecycle;

import java.util.Arrays;
import java.util.Optional;

/**
 * How the page under test handles Lab 5's action. One is correct; the other four are wrong
 * designs that really do what they say in the learner's sandbox (the consent boundary's
 * {@code WrongDesigns}), so
 * that the verdict, read from the wire, can catch them where the screen cannot.
 */
public enum UiBehaviour {
    CORRECT(
            "correct",
            "Correct",
            "Asks for exactly what the ladder requires, and sends the request only after every decision."),
    FIRES_EARLY(
            "fires-early",
            "Fires early",
            "Shows the same dialog as Correct, but sends the effect request the moment the dialog opens."),
    NO_CONFIRMATION("no-confirmation", "No confirmation", "Sends the effect request at once; nobody is asked."),
    VAGUE_CONFIRMATION(
            "vague-confirmation",
            "Vague confirmation",
            "Asks \"Are you sure?\" without saying who, how much, or that it cannot be undone; sends on yes."),
    DIALOG_INSTEAD_OF_APPROVAL(
            "dialog-instead-of-approval",
            "Dialog instead of approval",
            "Takes the person's yes in the page as enough, even where an approver outside the run must approve.");

    private final String id;
    private final String label;
    private final String description;

    UiBehaviour(String id, String label, String description) {
        this.id = id;
        this.label = label;
        this.description = description;
    }

    /** The stable value testers pick, e.g. {@code fires-early}. */
    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }

    public static Optional<UiBehaviour> byId(String id) {
        return Arrays.stream(values())
                .filter(behaviour -> behaviour.id.equals(id))
                .findFirst();
    }
}
