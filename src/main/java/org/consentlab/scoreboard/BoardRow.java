package org.consentlab.scoreboard;

/**
 * One exercise on one sandbox's board: done by the sandbox's own records, or restored from a signed
 * continue code (a record of its own), and how many of its hints the learner revealed.
 */
public record BoardRow(BoardExercise exercise, boolean doneHere, boolean restored, int hintsUsed) {

    public boolean done() {
        return doneHere || restored;
    }

    /** {@code done} or {@code open}: the words the lab pages and the index use. */
    public String state() {
        return done() ? "done" : "open";
    }

    /** The points it earned: its value less a tenth of it per hint used, never below zero; none while open. */
    public int points() {
        return done() ? Math.max(0, exercise.value() - hintsUsed * exercise.hintCost()) : 0;
    }
}
