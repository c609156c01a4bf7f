package org.consentlab.lab.ui;

import java.util.List;
import java.util.function.Supplier;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/** Makes an exercise panel: the checks' answer, and under it what other features contribute. */
@Component
public class ExercisePanels {

    private final LabExercises exercises;
    private final List<ExercisePanelContribution> contributions;

    ExercisePanels(LabExercises exercises, List<ExercisePanelContribution> contributions) {
        this.exercises = exercises;
        this.contributions = contributions;
    }

    ExercisePanel of(SandboxId sandbox, int lab) {
        return of(
                sandbox,
                LabExercises.idOf(lab),
                () -> exercises.of(lab, sandbox).orElseThrow());
    }

    /** The panel of any feature's exercise, read by {@code progress}, with what the others contribute under it. */
    public ExercisePanel of(SandboxId sandbox, String exerciseId, Supplier<ExerciseProgress> progress) {
        return new ExercisePanel(
                progress,
                contributions.stream()
                        .map(contribution -> contribution.below(sandbox, exerciseId))
                        .toList());
    }
}
