package org.consentlab.scoreboard;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.jspecify.annotations.Nullable;

/**
 * One exercise as the score board and the CTF exports show it. {@code id} is stable (it names the
 * exercise in continue codes, flags and exports, e.g. {@code lab-4}); {@code difficulty} is 1 to 6
 * stars; {@code hints} go from a nudge to the answer, revealed one at a time. The texts as given are
 * English and go as they are into the CTF exports; {@code textKey}, when the feature has translated
 * them, is the bundle prefix under which the pages find {@code .title} and {@code .hint.<k>} in the
 * person's language ({@link #shownTitle()}, {@link #shownHint(int)}).
 */
public record BoardExercise(
        String id,
        String title,
        String category,
        int difficulty,
        String route,
        String description,
        List<String> hints,
        @Nullable String textKey) {

    public static final int MAX_DIFFICULTY = 6;

    /** The one JSON a hint shows (Lab 1's refused call), set apart so that it stays left to right. */
    private static final String HINT_ARGUMENT = Texts.isolate("{\"sku\": \"MUG-01\", \"quantity\": \"many\"}");

    /** An exercise whose feature has not translated its texts yet: every language shows them as given. */
    public BoardExercise(
            String id,
            String title,
            String category,
            int difficulty,
            String route,
            String description,
            List<String> hints) {
        this(id, title, category, difficulty, route, description, hints, null);
    }

    public BoardExercise {
        if (!id.matches("[a-z0-9][a-z0-9-]{0,63}")) {
            throw new IllegalArgumentException("an exercise id is 1–64 of [a-z0-9-]: " + id);
        }
        if (difficulty < 1 || difficulty > MAX_DIFFICULTY) {
            throw new IllegalArgumentException("difficulty is 1 to 6 stars, not " + difficulty);
        }
        hints = List.copyOf(hints);
    }

    /** The title in the language of the page that shows it. */
    public String shownTitle() {
        return textKey == null ? title : Texts.t(textKey + ".title");
    }

    /** Hint {@code k} (from 0) in the language of the page that shows it. */
    public String shownHint(int k) {
        return textKey == null ? hints.get(k) : Texts.t(textKey + ".hint." + (k + 1), HINT_ARGUMENT);
    }

    /** The category as the board's filters and table name it, in the page's language. */
    public String shownCategory() {
        return Texts.t("scoreboard.category." + category.replaceAll("[^a-z]+", "-"));
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
