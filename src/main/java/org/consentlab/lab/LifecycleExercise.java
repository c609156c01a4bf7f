package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.tool.SelfApprovalDeletion;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.RequiredDecision;

/**
 * Lab 5: delete_account under the launch policy needs the person's consent and an approver's yes,
 * and its DELETE may leave only after both. Read from the gates and the wire, never the screen.
 */
class LifecycleExercise extends LabExercise {

    private static final String TOOL = "delete_account";

    LifecycleExercise() {
        super(
                5,
                () -> Texts.t("lab.exercise.5.goal", Texts.isolate(TOOL), Texts.isolate("PASS")),
                CallsRead.GATED_ONLY);
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        List<Gate> needApprover = records.gates(
                TOOL,
                gate -> !isLab7(gate)
                        && gate.requiredDecision() == RequiredDecision.APPROVAL_OUTSIDE_RUN
                        && gate.consentSeq() != null);
        List<Gate> approved = needApprover.stream()
                .filter(gate -> gate.status() == GateStatus.APPROVED)
                .toList();
        boolean afterBoth = approved.stream()
                .anyMatch(gate -> records.wireOf(gate).stream()
                        .anyMatch(entry -> entry.seq() > gate.decisionSeq() && entry.seq() > gate.consentSeq()));
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(
                        Texts.t("lab.exercise.5.consent", Texts.isolate(TOOL)), !needApprover.isEmpty()),
                new ExerciseProgress.Step(Texts.t("lab.exercise.5.approver"), !approved.isEmpty()),
                new ExerciseProgress.Step(
                        Texts.t("lab.exercise.5.after-both", Texts.isolate("DELETE"), Texts.isolate("PASS")),
                        afterBoth));
        return progress.withHint(
                hint(records, needApprover, approved, afterBoth).orElse(null));
    }

    /** Lab 7 plays the same tool against its defences; its runs are no Lab 5 exercise. */
    private static boolean isLab7(Gate gate) {
        return gate.armedBy().equals(SelfApprovalDeletion.ARMS_AS);
    }

    private static Optional<String> hint(
            SandboxRecords records, List<Gate> needApprover, List<Gate> approved, boolean afterBoth) {
        if (!afterBoth && !approved.isEmpty()) {
            return Optional.of(Texts.t("lab.exercise.5.hint.early", Texts.isolate("DELETE"), Texts.isolate("FAIL")));
        }
        if (needApprover.stream().anyMatch(Gate::awaitingApprover)) {
            return Optional.of(Texts.t("lab.exercise.5.hint.approver"));
        }
        if (approved.isEmpty() && needApprover.stream().anyMatch(gate -> gate.status() == GateStatus.DECLINED)) {
            return Optional.of(Texts.t("lab.exercise.5.hint.rejected"));
        }
        if (needApprover.isEmpty()
                && !records.gates(
                                TOOL,
                                gate -> gate.subject() != null
                                        && !isLab7(gate)
                                        && gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN)
                        .isEmpty()) {
            return Optional.of(Texts.t("lab.exercise.5.hint.rung"));
        }
        return Optional.empty();
    }
}
