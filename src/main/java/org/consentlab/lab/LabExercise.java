package org.consentlab.lab;

import java.util.List;

/** One lab's exercise: what it asks, and how far a sandbox's records show the learner got. */
abstract class LabExercise {

    private final int lab;
    private final String goal;

    LabExercise(int lab, String goal) {
        this.lab = lab;
        this.goal = goal;
    }

    final int lab() {
        return lab;
    }

    abstract ExerciseProgress check(SandboxRecords records);

    /** The lab's goal with these steps, and no hint yet. */
    final ExerciseProgress progress(ExerciseProgress.Step... steps) {
        return new ExerciseProgress(lab, goal, List.of(steps), null);
    }
}
