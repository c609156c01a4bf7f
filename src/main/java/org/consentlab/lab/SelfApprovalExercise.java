package org.consentlab.lab;

import org.consentlab.selfapproval.SelfApprovalRuns;

/**
 * Lab 7: which defences hold against which agent. Read from Lab 7's graded runs (gates and the
 * wire, through {@link SelfApprovalRuns}), never from the matrix on the screen.
 */
class SelfApprovalExercise extends LabExercise {

    private static final String GOAL = "Find a defence a script-click agent cannot pass but a trusted-input agent "
            + "can, and show a second person's approval holding against all five agents.";

    private final SelfApprovalRuns runs;

    SelfApprovalExercise(SelfApprovalRuns runs) {
        super(7, GOAL);
        this.runs = runs;
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        return progress(
                new ExerciseProgress.Step(
                        "Run a script-click agent and a trusted-input agent against the same "
                                + "defence, until one holds and the other breaks it.",
                        runs.splitFound(records.sandbox())),
                new ExerciseProgress.Step(
                        "Run all five agents against the second principal, each up to the person's consent.",
                        runs.secondPrincipalHeldAll(records.sandbox())));
    }
}
