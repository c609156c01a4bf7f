package org.consentlab.instructor;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Which lab each learner is on: the lab page they opened last. Opening the same lab again keeps
 * the time they arrived, so a learner who keeps reloading one lab still shows as long on it.
 */
@Repository
public class LabVisits {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;

    LabVisits(JdbcClient jdbc, Clock clock, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
    }

    public void visited(SandboxId sandbox, int lab) {
        Instant now = clock.instant();
        if (moved(sandbox, lab, now) == 0) {
            try {
                jdbc.sql("INSERT INTO lab_visit (sandbox_id, lab, since, last_at) VALUES (?, ?, ?, ?)")
                        .params(sandbox.value(), lab, now, now)
                        .update();
            } catch (DuplicateKeyException raced) {
                // Another tab of the same learner wrote first: record this visit over it.
                moved(sandbox, lab, now);
            }
        }
        events.changed(sandbox, SandboxChange.VISITS);
    }

    public Optional<LabVisit> last(SandboxId sandbox) {
        return jdbc.sql("SELECT lab, since, last_at FROM lab_visit WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query((rs, row) -> new LabVisit(
                        rs.getInt("lab"), rs.getObject("since", Instant.class), rs.getObject("last_at", Instant.class)))
                .optional();
    }

    private int moved(SandboxId sandbox, int lab, Instant now) {
        return jdbc.sql("""
                        UPDATE lab_visit SET since = CASE WHEN lab = ? THEN since ELSE ? END, lab = ?, last_at = ?
                        WHERE sandbox_id = ?""").params(lab, now, lab, now, sandbox.value()).update();
    }
}
