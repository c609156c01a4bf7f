package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.consent.tool.SelfApprovalDeletion;
import org.consentlab.tool.RequiredDecision;

/**
 * Lab 5: delete_account under the launch policy needs the person's consent and an approver's yes,
 * and its DELETE may leave only after both. Read from the gates and the wire, never the screen.
 */
class LifecycleExercise extends LabExercise {

    private static final String GOAL =
            "Take delete_account all the way under Correct: your consent in the page, then an "
                    + "approver's yes from another browser, and nothing leaves before both (a PASS).";
    private static final String TOOL = "delete_account";

    LifecycleExercise() {
        super(5, GOAL);
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
                        "Pick delete_account and Correct, Play or Step until the dialog asks, and " + "Confirm it.",
                        !needApprover.isEmpty()),
                new ExerciseProgress.Step(
                        "An approver approves it at Approvals, signed in from another browser or a "
                                + "private window (see Who approves).",
                        !approved.isEmpty()),
                new ExerciseProgress.Step(
                        "The DELETE reaches the wire only after both decisions: the verdict says PASS.", afterBoth));
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
            return Optional.of("The DELETE left before the decisions (that is what Fires early does): the verdict is "
                    + "FAIL, so it does not count. Reset, pick Correct and run it again.");
        }
        if (needApprover.stream().anyMatch(Gate::awaitingApprover)) {
            return Optional.of("Your consent is in; now an approver must decide. Open Approvals in another browser or "
                    + "a private window and sign in there (see Who approves).");
        }
        if (approved.isEmpty() && needApprover.stream().anyMatch(gate -> gate.status() == GateStatus.DECLINED)) {
            return Optional.of(
                    "The approver rejected it, so nothing left. Run it again and have the approver approve.");
        }
        if (needApprover.isEmpty()
                && !records.gates(
                                TOOL,
                                gate -> gate.subject() != null
                                        && !isLab7(gate)
                                        && gate.requiredDecision() != RequiredDecision.APPROVAL_OUTSIDE_RUN)
                        .isEmpty()) {
            return Optional.of("Under that behaviour the person's yes alone decides, which this action's rung does "
                    + "not allow. Pick Correct.");
        }
        return Optional.empty();
    }
}
