package org.consentlab.fixit;

import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The steps of the challenges a sandbox's learner solved, as the server graded them: written only
 * by {@link FixIt} after a right answer, read by every page that says how far the learner got.
 */
@Repository
class FixItSteps implements SandboxSeeder {

    static final String FOUND = "found";
    static final String FIXED = "fixed";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;

    FixItSteps(JdbcClient jdbc, Clock clock, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
    }

    void solved(SandboxId sandbox, String challenge, String step) {
        try {
            jdbc.sql("INSERT INTO fixit_step (sandbox_id, challenge, step, solved_at) VALUES (?, ?, ?, ?)")
                    .params(sandbox.value(), challenge, step, clock.instant())
                    .update();
        } catch (DuplicateKeyException again) {
            // Solved before (another tab, or once more): the first time stands.
            return;
        }
        events.changed(sandbox);
    }

    boolean has(SandboxId sandbox, String challenge, String step) {
        return !jdbc.sql("SELECT 1 FROM fixit_step WHERE sandbox_id = ? AND challenge = ? AND step = ?")
                .params(sandbox.value(), challenge, step)
                .query(Integer.class)
                .list()
                .isEmpty();
    }

    /** The challenges with this step solved, by name. */
    Set<String> withStep(SandboxId sandbox, String step) {
        List<String> names = jdbc.sql("SELECT challenge FROM fixit_step WHERE sandbox_id = ? AND step = ?")
                .params(sandbox.value(), step)
                .query(String.class)
                .list();
        return new TreeSet<>(names);
    }

    @Override
    public void seed(SandboxId sandbox) {
        // A new sandbox has solved nothing.
    }

    @Override
    public void reset(SandboxId sandbox) {
        // The reset itself tells every open page afterwards.
        jdbc.sql("DELETE FROM fixit_step WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }
}
