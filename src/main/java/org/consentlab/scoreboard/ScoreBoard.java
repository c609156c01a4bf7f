package org.consentlab.scoreboard;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.consentlab.instructor.LearnerHints;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;

/**
 * The score board's reads and the one write a learner makes on it, revealing a hint. Exercises
 * come from every {@link ExerciseCatalogue} bean and their status from every {@link ExerciseChecks}
 * bean, so a feature joins the board without the board naming it.
 */
@Service
public class ScoreBoard implements LearnerHints {

    private final List<BoardExercise> exercises;
    private final List<ExerciseChecks> checks;
    private final ScoreRecords records;
    private final SandboxEvents events;

    ScoreBoard(
            List<ExerciseCatalogue> catalogues,
            List<ExerciseChecks> checks,
            ScoreRecords records,
            SandboxEvents events) {
        this.exercises = Catalogues.of(catalogues);
        this.checks = checks;
        this.records = records;
        this.events = events;
    }

    /** The id of a lab's exercise on the board, in codes, flags and exports: {@code lab-4}. */
    public static String idOfLab(int lab) {
        return LabExercises.idOf(lab);
    }

    public List<BoardExercise> exercises() {
        return exercises;
    }

    public Optional<BoardExercise> exercise(String id) {
        return exercises.stream().filter(exercise -> exercise.id().equals(id)).findFirst();
    }

    public Board of(SandboxId sandbox) {
        Set<String> doneHere = new HashSet<>();
        checks.forEach(check -> doneHere.addAll(check.doneIn(sandbox)));
        Set<String> restoredHere = records.restored(sandbox);
        Map<String, Integer> used = records.hintsUsed(sandbox);
        return new Board(exercises.stream()
                .map(exercise -> new BoardRow(
                        exercise,
                        doneHere.contains(exercise.id()),
                        restoredHere.contains(exercise.id()),
                        used.getOrDefault(exercise.id(), 0)))
                .toList());
    }

    /** The exercise's row for the sandbox, read as the board reads it. */
    public Optional<BoardRow> row(SandboxId sandbox, String id) {
        return of(sandbox).rows().stream()
                .filter(row -> row.exercise().id().equals(id))
                .findFirst();
    }

    /**
     * Whether the sandbox holds the exercise done, as its row on the board says (restored from a
     * code, or done by its records), reading that one exercise's check only: an exercise's page asks
     * this on every change an agent makes, and the other exercises' checks cannot change its answer.
     */
    public boolean done(SandboxId sandbox, String id) {
        return records.restored(sandbox).contains(id) || checks.stream().anyMatch(check -> check.done(sandbox, id));
    }

    /** The hints the learner revealed on the exercise, in order, in the language of the page that asks. */
    public List<String> revealed(SandboxId sandbox, String id) {
        int used = records.hintsUsed(sandbox).getOrDefault(id, 0);
        return exercise(id)
                .map(exercise -> java.util.stream.IntStream.range(
                                0, Math.min(used, exercise.hints().size()))
                        .mapToObj(exercise::shownHint)
                        .toList())
                .orElse(List.of());
    }

    /** Reveals and records the next hint, if one is left; the learner's other pages hear of it. */
    public Optional<String> revealNext(SandboxId sandbox, String id) {
        Optional<BoardExercise> exercise = exercise(id);
        int next = records.hintsUsed(sandbox).getOrDefault(id, 0) + 1;
        if (exercise.isEmpty() || next > exercise.get().hints().size()) {
            return Optional.empty();
        }
        records.reveal(sandbox, id, next, false);
        events.changed(sandbox, SandboxChange.PROGRESS);
        return Optional.of(exercise.get().shownHint(next - 1));
    }

    @Override
    public int used(SandboxId sandbox) {
        return records.hintsUsed(sandbox).values().stream()
                .mapToInt(Integer::intValue)
                .sum();
    }
}
