package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;

/**
 * Lab 6, the recipe's own verification: ask to archive RPT-31 and reject, it remains; ask again
 * and approve, it is archived once, with one entry on the wire and so one in the result log.
 */
class ReportsExercise extends LabExercise {

    static final String REPORT = "RPT-31";
    private static final String TOOL = "archive_report";

    ReportsExercise() {
        super(6, () -> Texts.t("lab.exercise.6.goal", Texts.isolate(REPORT)), CallsRead.GATED_ONLY);
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
                        Texts.t("lab.exercise.6.reject", Texts.isolate(REPORT), Texts.isolate("ACTIVE")),
                        rejected.isPresent()),
                new ExerciseProgress.Step(
                        Texts.t("lab.exercise.6.approve", Texts.isolate(REPORT)), !approvedAfter.isEmpty()),
                new ExerciseProgress.Step(Texts.t("lab.exercise.6.once"), once));
        return progress.withHint(
                hint(records, asked, rejected.isPresent(), approvedAfter, once).orElse(null));
    }

    private static Optional<String> hint(
            SandboxRecords records, List<Gate> asked, boolean rejected, List<Gate> approvedAfter, boolean once) {
        if (!approvedAfter.isEmpty() && !once) {
            return Optional.of(Texts.t(
                    "lab.exercise.6.hint.more-than-once",
                    Texts.isolate(REPORT),
                    Texts.isolate(FailureMode.NO_IDEMPOTENCY.label())));
        }
        if (!rejected && asked.stream().anyMatch(gate -> gate.status() == GateStatus.APPROVED)) {
            return Optional.of(Texts.t("lab.exercise.6.hint.approved-first"));
        }
        Optional<Gate> ended = asked.stream()
                .filter(gate -> gate.status() == GateStatus.CANCELLED || gate.status() == GateStatus.EXPIRED)
                .reduce((first, last) -> last);
        if (!rejected && ended.isPresent()) {
            String how = ended.get().outcome() == null
                    ? ended.get().status().label()
                    : ended.get().outcome().label();
            return Optional.of(Texts.t("lab.exercise.6.hint.ended", Texts.isolate(how)));
        }
        if (asked.isEmpty()) {
            return records.gates(TOOL, gate -> gate.subject() != null).stream()
                    .reduce((first, last) -> last)
                    .map(other -> Texts.t(
                            "lab.exercise.6.hint.other-report", Texts.isolate(other.subject()), Texts.isolate(REPORT)));
        }
        return Optional.empty();
    }
}
