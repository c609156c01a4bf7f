package org.consentlab.scoreboard;

import java.util.List;

/**
 * One exercise as the score board and the CTF exports show it. {@code id} is stable (it names the
 * exercise in continue codes, flags and exports, e.g. {@code lab-4}); {@code difficulty} is 1 to 6
 * stars; {@code hints} go from a nudge to the answer, revealed one at a time.
 */
public record BoardExercise(
        String id,
        String title,
        String category,
        int difficulty,
        String route,
        String description,
        List<String> hints) {

    public static final int MAX_DIFFICULTY = 6;

    public BoardExercise {
        if (!id.matches("[a-z0-9][a-z0-9-]{0,63}")) {
            throw new IllegalArgumentException("an exercise id is 1–64 of [a-z0-9-]: " + id);
        }
        if (difficulty < 1 || difficulty > MAX_DIFFICULTY) {
            throw new IllegalArgumentException("difficulty is 1 to 6 stars, not " + difficulty);
        }
        hints = List.copyOf(hints);
    }

    /** Points for solving it: 100 a star. */
    public int value() {
        return difficulty * 100;
    }

    /** What one hint costs in an event: a tenth of the value, as Juice Shop's CTF export charges. */
    public int hintCost() {
        return value() / 10;
    }

    /** The difficulty as stars, for a sighted reader (the board says the number in words too). */
    public String stars() {
        return "★".repeat(difficulty) + "☆".repeat(MAX_DIFFICULTY - difficulty);
    }
}
