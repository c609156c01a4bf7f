package org.consentlab.lab;

import org.consentlab.i18n.Texts;
import org.consentlab.selfapproval.SelfApprovalRuns;

/**
 * Lab 7: which defences hold against which agent. Read from Lab 7's graded runs (gates and the
 * wire, through {@link SelfApprovalRuns}), never from the matrix on the screen.
 */
class SelfApprovalExercise extends LabExercise {

    private final SelfApprovalRuns runs;

    SelfApprovalExercise(SelfApprovalRuns runs) {
        super(7, () -> Texts.t("lab.exercise.7.goal"), CallsRead.GATED_ONLY);
        this.runs = runs;
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        return progress(
                new ExerciseProgress.Step(Texts.t("lab.exercise.7.split"), runs.splitFound(records.sandbox())),
                new ExerciseProgress.Step(
                        Texts.t("lab.exercise.7.second-principal"), runs.secondPrincipalHeldAll(records.sandbox())));
    }
}
