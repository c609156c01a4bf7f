package org.consentlab.scoreboard;

import java.time.Clock;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The scoreboard's own records of a sandbox, beside (never inside) the calls, gates and wire the
 * labs' checks read: the hints it revealed, one row per hint in order, and the exercises it holds
 * as done because a signed continue code said so. Each row counts once: a second tab revealing the
 * same hint, or a code restored twice, meets the primary key and adds nothing. A reset forgets them.
 */
@Repository
class ScoreRecords implements SandboxResetListener {

    private final JdbcClient jdbc;
    private final Clock clock;

    ScoreRecords(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Exercise id → how many of its hints the sandbox revealed (restored ones included). */
    Map<String, Integer> hintsUsed(SandboxId sandbox) {
        Map<String, Integer> used = new TreeMap<>();
        jdbc.sql("SELECT exercise_id, COUNT(*) AS n FROM hint_reveal WHERE sandbox_id = ? GROUP BY exercise_id")
                .param(sandbox.value())
                .query((rs, row) -> used.put(rs.getString("exercise_id"), rs.getInt("n")))
                .list();
        return used;
    }

    /** Records hint {@code number} (1-based) as revealed; false if it already was. */
    boolean reveal(SandboxId sandbox, String exercise, int number, boolean restored) {
        return once(jdbc.sql("""
                        INSERT INTO hint_reveal (sandbox_id, exercise_id, hint, revealed_at, restored)
                        VALUES (?, ?, ?, ?, ?)""").params(sandbox.value(), exercise, number, clock.instant(), restored));
    }

    /** The exercises restored from a continue code in this sandbox. */
    Set<String> restored(SandboxId sandbox) {
        return new TreeSet<>(jdbc.sql("SELECT exercise_id FROM restored_exercise WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(String.class)
                .list());
    }

    /** Records the exercise as restored; false if it already was. */
    boolean restore(SandboxId sandbox, String exercise) {
        return once(jdbc.sql("INSERT INTO restored_exercise (sandbox_id, exercise_id, restored_at) VALUES (?, ?, ?)")
                .params(sandbox.value(), exercise, clock.instant()));
    }

    /** Writes the row; false where its key was already there (a row counts once). */
    private static boolean once(JdbcClient.StatementSpec insert) {
        try {
            return insert.update() == 1;
        } catch (DuplicateKeyException already) {
            return false;
        }
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        for (String table : new String[] {"hint_reveal", "restored_exercise"}) {
            jdbc.sql("DELETE FROM " + table + " WHERE sandbox_id = ?")
                    .param(sandbox.value())
                    .update();
        }
    }
}
