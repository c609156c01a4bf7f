package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/**
 * Makes an exercise panel (the checks' answer, and under it what other features contribute) and
 * the guides other features show above a lab's gate.
 */
@Component
public class ExercisePanels {

    private final LabExercises exercises;
    private final List<ExercisePanelContribution> contributions;
    private final List<LabGuideContribution> guides;

    ExercisePanels(
            LabExercises exercises, List<ExercisePanelContribution> contributions, List<LabGuideContribution> guides) {
        this.exercises = exercises;
        this.contributions = contributions;
        this.guides = guides;
    }

    /** What other features guide the learner with on this lab, in one slot (empty when none does). */
    Div guides(SandboxId sandbox, int lab) {
        Div slot = new Div();
        slot.addClassName("lab-guides");
        guides.stream()
                .map(guide -> guide.above(sandbox, lab))
                .flatMap(Optional::stream)
                .forEach(slot::add);
        return slot;
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
