package org.consentlab.lab;

import java.util.List;
import java.util.function.Supplier;

/** One lab's exercise: what it asks, and how far a sandbox's records show the learner got. */
abstract class LabExercise {

    private final int lab;
    /** Read when the progress is, so the goal is in the language of the page that asks. */
    private final Supplier<String> goal;

    private final CallsRead callsRead;

    /** An exercise that looks only at the calls that armed or are bound to a gate. */
    LabExercise(int lab, String goal) {
        this(lab, goal, CallsRead.GATED_ONLY);
    }

    LabExercise(int lab, String goal, CallsRead callsRead) {
        this(lab, () -> goal, callsRead);
    }

    LabExercise(int lab, Supplier<String> goal, CallsRead callsRead) {
        this.lab = lab;
        this.goal = goal;
        this.callsRead = callsRead;
    }

    final int lab() {
        return lab;
    }

    /** Which calls {@link #check} needs in its records; it must not look at any other. */
    final CallsRead callsRead() {
        return callsRead;
    }

    /** The records this exercise is checked against: its own lab's, the scope its page's lists show. */
    SandboxRecords scope(SandboxRecords sandbox) {
        return sandbox.ofLab(lab);
    }

    abstract ExerciseProgress check(SandboxRecords records);

    /** The lab's goal with these steps, and no hint yet. */
    final ExerciseProgress progress(ExerciseProgress.Step... steps) {
        return new ExerciseProgress(lab, goal.get(), List.of(steps), null);
    }
}
