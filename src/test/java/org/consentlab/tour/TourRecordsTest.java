package org.consentlab.tour;

import static org.assertj.core.api.Assertions.assertThat;

import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The tour's one record, on H2 and PostgreSQL: started, skipped, resumed, per sandbox, kept across
 * a reset; and starting it arms nothing, so no step is done by the start alone.
 */
@SpringBootTest
class TourRecordsTest {

    @Autowired
    GuidedTour tour;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void startSkipAndResumeAreRecordedPerSandboxAndStartingPressesNothing() {
        SandboxId learner = sandboxes.create();
        SandboxId other = sandboxes.create();
        assertThat(tour.of(learner).state()).isEqualTo(TourState.NOT_STARTED);

        tour.start(learner);
        assertThat(tour.of(learner).state()).isEqualTo(TourState.STARTED);
        assertThat(tour.of(learner).current()).isEqualTo(1);
        assertThat(tour.of(learner).steps()).noneMatch(TourStep::done);

        tour.skip(learner);
        assertThat(tour.of(learner).state()).isEqualTo(TourState.SKIPPED);
        tour.start(learner);
        tour.start(learner);
        assertThat(tour.of(learner).state()).isEqualTo(TourState.STARTED);
        assertThat(tour.of(other).state()).as("another sandbox").isEqualTo(TourState.NOT_STARTED);

        sandboxes.reset(learner);
        assertThat(tour.of(learner).state())
                .as("a reset in the middle of the tour keeps the learner on it")
                .isEqualTo(TourState.STARTED);
    }
}
