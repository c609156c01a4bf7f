package org.consentlab.tour;

import java.time.Clock;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Whether a sandbox's learner started or skipped the tour: one row per sandbox, kept across a
 * reset (a learner who resets in the middle of the tour is still on it, back at step 1).
 */
@Repository
class TourRecords {

    private final JdbcClient jdbc;
    private final Clock clock;

    TourRecords(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    Optional<TourState> of(SandboxId sandbox) {
        return jdbc.sql("SELECT state FROM guided_tour WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(String.class)
                .optional()
                .map(TourState::valueOf);
    }

    void record(SandboxId sandbox, TourState state) {
        if (update(sandbox, state) == 0) {
            try {
                jdbc.sql("INSERT INTO guided_tour (sandbox_id, state, changed_at) VALUES (?, ?, ?)")
                        .params(sandbox.value(), state.name(), clock.instant())
                        .update();
            } catch (DuplicateKeyException otherTab) {
                // Another tab recorded the first row in between: the later press wins, as it would have.
                update(sandbox, state);
            }
        }
    }

    private int update(SandboxId sandbox, TourState state) {
        return jdbc.sql("UPDATE guided_tour SET state = ?, changed_at = ? WHERE sandbox_id = ?")
                .params(state.name(), clock.instant(), sandbox.value())
                .update();
    }
}
