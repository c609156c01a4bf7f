package org.consentlab.scoreboard;

import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/** The labs' exercises done, from the same checks (one read of the records) as the lab pages and the index. */
@Component
class LabChecks implements ExerciseChecks {

    private final LabExercises exercises;

    LabChecks(LabExercises exercises) {
        this.exercises = exercises;
    }

    @Override
    public Set<String> doneIn(SandboxId sandbox) {
        return exercises.progress(sandbox).entrySet().stream()
                .filter(entry -> entry.getValue().done())
                .map(entry -> ScoreBoard.idOfLab(entry.getKey()))
                .collect(Collectors.toSet());
    }

    /** One lab's exercise, from the read its own page makes: no other lab's records, no other check. */
    @Override
    public boolean done(SandboxId sandbox, String exerciseId) {
        OptionalInt lab = exercises.labOf(exerciseId);
        return lab.isPresent()
                && exercises
                        .of(lab.getAsInt(), sandbox)
                        .map(ExerciseProgress::done)
                        .orElse(false);
    }
}
