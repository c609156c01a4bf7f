package org.consentlab.lab.ui;

import java.util.List;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/** Makes a lab's exercise panel: the checks' answer, and under it what other features contribute. */
@Component
class ExercisePanels {

    private final LabExercises exercises;
    private final List<ExercisePanelContribution> contributions;

    ExercisePanels(LabExercises exercises, List<ExercisePanelContribution> contributions) {
        this.exercises = exercises;
        this.contributions = contributions;
    }

    ExercisePanel of(SandboxId sandbox, int lab) {
        return new ExercisePanel(
                () -> exercises.of(lab, sandbox).orElseThrow(),
                contributions.stream()
                        .map(contribution -> contribution.below(sandbox, lab))
                        .toList());
    }
}
