package org.consentlab.lab;

import java.util.List;

/**
 * Where one lab's exercise stands for one sandbox, read from its records: the goal, each step and
 * whether the records show it, and, when the learner did something close that does not count, a
 * hint saying why and what to try instead (null when there is nothing to say).
 */
public record ExerciseProgress(int lab, String goal, List<Step> steps, String hint) {

    public record Step(String text, boolean done) {}

    public ExerciseProgress {
        steps = List.copyOf(steps);
    }

    public boolean done() {
        return steps.stream().allMatch(Step::done);
    }

    /** {@code done} or {@code open}: the same word on the lab's page and on the index. */
    public String status() {
        return done() ? "done" : "open";
    }

    /** A hint only while the exercise is open: once done, nothing more needs saying. */
    public ExerciseProgress withHint(String why) {
        return new ExerciseProgress(lab, goal, steps, done() ? null : why);
    }
}
