package org.consentlab.audit;

import java.time.Instant;
import java.util.Optional;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The record of each removal of a sandbox's history by retention (table {@code history_removal}):
 * the audit chain starts again from its genesis after one and verifies, so without this record the
 * audit page could not tell a sandbox whose history was removed from one that never did anything.
 * Written in the removal's own step; never removed by it.
 */
@Repository
public class HistoryRemovals {

    /** One removal: when it ran, the newest moment its removed history reached, how many audit rows went. */
    public record Removal(Instant removedAt, Instant upTo, int auditRows) {

        /** One line for the audit page, in its language, with its times as the language writes them. */
        public String describe() {
            return Texts.t("audit.removed", Texts.dateTime(removedAt), auditRows, Texts.dateTime(upTo));
        }
    }

    private final JdbcClient jdbc;

    HistoryRemovals(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Records a removal; call it in the removal's step, before the rows go, so that {@code auditRows} counts them. */
    public void record(SandboxId sandbox, Instant removedAt) {
        Instant newest = jdbc
                .sql("SELECT MAX(at) FROM audit_record WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query((rs, row) -> rs.getObject(1, Instant.class))
                .list()
                .stream()
                .findFirst()
                .orElse(null);
        Instant upTo = newest == null ? removedAt : newest;
        int rows = jdbc.sql("SELECT COUNT(*) FROM audit_record WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(Integer.class)
                .single();
        jdbc.sql("INSERT INTO history_removal (sandbox_id, removed_at, up_to, audit_rows) VALUES (?, ?, ?, ?)")
                .params(sandbox.value(), removedAt, upTo, rows)
                .update();
    }

    /** The newest removal of this sandbox's history, if there was one. */
    public Optional<Removal> latest(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT removed_at, up_to, audit_rows FROM history_removal WHERE sandbox_id = ?
                        ORDER BY removed_at DESC, id DESC LIMIT 1""")
                .param(sandbox.value())
                .query((rs, row) ->
                        new Removal(rs.getObject(1, Instant.class), rs.getObject(2, Instant.class), rs.getInt(3)))
                .optional();
    }
}
