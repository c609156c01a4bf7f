package org.consentlab.scoreboard;

import java.time.Clock;
import java.util.Map;
import java.util.TreeMap;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The hints each sandbox revealed, one row per hint in order. A second tab revealing the same
 * hint at the same moment meets the primary key and counts once. A reset forgets them.
 */
@Repository
class HintReveals implements SandboxResetListener {

    private final JdbcClient jdbc;
    private final Clock clock;

    HintReveals(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Exercise id → how many of its hints the sandbox revealed (restored ones included). */
    Map<String, Integer> used(SandboxId sandbox) {
        Map<String, Integer> used = new TreeMap<>();
        jdbc.sql("SELECT exercise_id, COUNT(*) AS n FROM hint_reveal WHERE sandbox_id = ? GROUP BY exercise_id")
                .param(sandbox.value())
                .query((rs, row) -> used.put(rs.getString("exercise_id"), rs.getInt("n")))
                .list();
        return used;
    }

    /** Records hint {@code number} (1-based) as revealed; false if it already was. */
    boolean reveal(SandboxId sandbox, String exercise, int number, boolean restored) {
        try {
            return jdbc.sql("""
                            INSERT INTO hint_reveal (sandbox_id, exercise_id, hint, revealed_at, restored)
                            VALUES (?, ?, ?, ?, ?)""")
                            .params(sandbox.value(), exercise, number, clock.instant(), restored)
                            .update()
                    == 1;
        } catch (DuplicateKeyException already) {
            return false;
        }
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM hint_reveal WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }
}
