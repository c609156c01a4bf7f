package org.consentlab.instructor;

/**
 * The instructor's switches for Lab 6: each names a wrong design that the consent boundary's
 * {@code WrongDesigns} carries out while it is on, the symptom a learner sees, and the fix that is in force when off.
 */
public enum FailureMode {
    NO_GATE("no-gate", "A delete runs without a prompt",
            "The runtime gate is off: archive_report runs as if it were declared a write.",
            "Danger is declared as danger, and the gate switch stays on."),
    REJECTION_AS_SUCCESS("rejection-as-success", "The model says \"archived\" after rejection",
            "A rejected call is answered with a success text.",
            "The agent receives the rejection unchanged, with its outcome."),
    REMEMBERED_YES("remembered-yes", "The same destructive action keeps asking",
            "To stop the asking, one yes is remembered for the session and later archives run unasked.",
            "Intentional under confirm always: every archive asks, so there is never a session-wide allow."),
    NO_IDEMPOTENCY("no-idempotency", "The server performs it twice",
            "Every retry bound to the approved request is executed as a new request.",
            "Retries carry an idempotency key or join the pending request; the effect runs once per request."),
    WRONG_ROW("wrong-row", "A user approves the wrong row",
            "The approval says \"Archive the selected report?\" without naming which one.",
            "The app writes the description from the record: \"Archive report RPT-31 'Q3 revenue'\"."),
    HIDDEN_CALLABLE("hidden-callable", "The action is hidden behind a modal but still callable",
            "No region scope is declared: the report tools run while a dialog covers the reports.",
            "The report tools declare their region and refuse while it is covered.");

    private final String label;
    private final String symptom;
    private final String wrongDesign;
    private final String fix;

    FailureMode(String label, String symptom, String wrongDesign, String fix) {
        this.label = label;
        this.symptom = symptom;
        this.wrongDesign = wrongDesign;
        this.fix = fix;
    }

    public String label() {
        return label;
    }

    public String symptom() {
        return symptom;
    }

    public String wrongDesign() {
        return wrongDesign;
    }

    public String fix() {
        return fix;
    }
}
