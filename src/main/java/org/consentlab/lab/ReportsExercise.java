package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;

/**
 * Lab 6, the recipe's own verification: ask to archive RPT-31 and reject, it remains; ask again
 * and approve, it is archived once, with one entry on the wire and so one in the result log.
 */
class ReportsExercise extends LabExercise {

    private static final String GOAL =
            "The recipe's own check: a rejected archive leaves RPT-31 in place, and an approved "
                    + "one archives it exactly once.";
    static final String REPORT = "RPT-31";
    private static final String TOOL = "archive_report";

    ReportsExercise() {
        super(6, GOAL);
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        List<Gate> asked = records.gates(TOOL, gate -> REPORT.equals(gate.subject()));
        Optional<Gate> rejected = asked.stream()
                .filter(gate -> gate.status() == GateStatus.DECLINED
                        && records.wireOf(gate).isEmpty())
                .findFirst();
        List<Gate> approvedAfter = asked.stream()
                .filter(gate -> gate.status() == GateStatus.APPROVED
                        && rejected.isPresent()
                        && gate.id() > rejected.get().id())
                .toList();
        boolean once =
                approvedAfter.stream().anyMatch(gate -> records.wireOf(gate).size() == 1);
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(
                        "Ask to archive RPT-31 (Simulated agent: Report RPT-31, then Agent: "
                                + "archive) and Reject it: the report stays ACTIVE.",
                        rejected.isPresent()),
                new ExerciseProgress.Step("Ask again and Approve once: RPT-31 is archived.", !approvedAfter.isEmpty()),
                new ExerciseProgress.Step(
                        "It was archived once: one request on the wire, one result-log entry.", once));
        return progress.withHint(
                hint(records, asked, rejected.isPresent(), approvedAfter, once).orElse(null));
    }

    private static Optional<String> hint(
            SandboxRecords records, List<Gate> asked, boolean rejected, List<Gate> approvedAfter, boolean once) {
        if (!approvedAfter.isEmpty() && !once) {
            return Optional.of("RPT-31 was archived more than once for one approval (the no-idempotency failure mode "
                    + "does that). Switch it off, Reset sandbox and try again.");
        }
        if (!rejected && asked.stream().anyMatch(gate -> gate.status() == GateStatus.APPROVED)) {
            return Optional.of("You approved before rejecting: the check starts with a rejection. Press Reset "
                    + "sandbox, ask again and press Reject first.");
        }
        Optional<Gate> ended = asked.stream()
                .filter(gate -> gate.status() == GateStatus.CANCELLED || gate.status() == GateStatus.EXPIRED)
                .reduce((first, last) -> last);
        if (!rejected && ended.isPresent()) {
            return Optional.of("That approval ended "
                    + (ended.get().outcome() == null
                            ? ended.get().status().label()
                            : ended.get().outcome().label()) + ", which fails closed but is "
                    + "not a rejection. Ask again and press Reject in the approval.");
        }
        if (asked.isEmpty()) {
            return records.gates(TOOL, gate -> gate.subject() != null).stream()
                    .reduce((first, last) -> last)
                    .map(other -> "That archive was for " + other.subject() + "; the check is about RPT-31. Pick it "
                            + "in the simulated agent's report picker.");
        }
        return Optional.empty();
    }
}
