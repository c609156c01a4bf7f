package org.consentlab.consent;

/**
 * What the runtime fence says about one decision, as a type rather than a null: go ahead on this
 * gate, refuse with this text, or the gate is overdue (the caller expires it; a check changes nothing).
 */
sealed interface DecisionCheck {

    /** The decision may go ahead on this pending gate. */
    record Go(Gate gate) implements DecisionCheck {}

    /** The decision must do nothing; {@code why} is what the page is told. */
    record Refused(String why) implements DecisionCheck {}

    /** The gate's time ran out before the decision: it must be expired, and nothing done. */
    record Overdue(Gate gate) implements DecisionCheck {}
}
