package org.consentlab.scoreboard;

import java.time.Clock;
import java.util.Set;
import java.util.TreeSet;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Exercises a sandbox holds as done because a signed continue code said so: a record of its own,
 * beside (never inside) the calls, gates and wire the labs' checks read. A reset forgets them.
 */
@Repository
class RestoredExercises implements SandboxResetListener {

    private final JdbcClient jdbc;
    private final Clock clock;

    RestoredExercises(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    Set<String> of(SandboxId sandbox) {
        return new TreeSet<>(jdbc.sql("SELECT exercise_id FROM restored_exercise WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(String.class)
                .list());
    }

    /** Records the exercise as restored; false if it already was. */
    boolean restore(SandboxId sandbox, String exercise) {
        try {
            return jdbc.sql("INSERT INTO restored_exercise (sandbox_id, exercise_id, restored_at) VALUES (?, ?, ?)")
                            .params(sandbox.value(), exercise, clock.instant())
                            .update()
                    == 1;
        } catch (DuplicateKeyException already) {
            return false;
        }
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM restored_exercise WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }
}
