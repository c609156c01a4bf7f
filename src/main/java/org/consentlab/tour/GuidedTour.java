package org.consentlab.tour;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;

/**
 * The tour of Lab 4, read from Lab 4's own exercise check (its gates and its wire), so the tour
 * shows a step done exactly when the exercise does. Steps 2 and 3 read the same record: the
 * exercise counts a Cancel only when no DELETE followed it on the wire, so the cancel and the
 * empty wire tick together, and the tour names them apart because they teach two things.
 */
@Service
public class GuidedTour {

    /** The lab the tour walks through. */
    public static final int LAB = 4;

    private final LabExercises exercises;
    private final TourRecords records;

    GuidedTour(LabExercises exercises, TourRecords records) {
        this.exercises = exercises;
        this.records = records;
    }

    /** Whether the learner started, skipped or never began the tour: one small read, no check. */
    public TourState state(SandboxId sandbox) {
        return records.of(sandbox).orElse(TourState.NOT_STARTED);
    }

    public Tour of(SandboxId sandbox) {
        List<ExerciseProgress.Step> lab =
                exercises.of(LAB, sandbox).orElseThrow().steps();
        boolean armed = lab.get(0).done();
        boolean cancelledAndEmpty = lab.get(1).done();
        boolean confirmedOnce = lab.get(2).done();
        return new Tour(
                state(sandbox),
                List.of(
                        new TourStep(1, Texts.t("tour.step.1"), armed),
                        new TourStep(2, Texts.t("tour.step.2"), armed && cancelledAndEmpty),
                        new TourStep(3, Texts.t("tour.step.3"), armed && cancelledAndEmpty),
                        new TourStep(4, Texts.t("tour.step.4"), armed && cancelledAndEmpty && confirmedOnce)));
    }

    public void start(SandboxId sandbox) {
        records.record(sandbox, TourState.STARTED);
    }

    public void skip(SandboxId sandbox) {
        records.record(sandbox, TourState.SKIPPED);
    }
}
