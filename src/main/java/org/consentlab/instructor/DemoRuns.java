package org.consentlab.instructor;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The failure-mode demos a visitor ran, each with its two twin sandboxes. A demo plays in
 * throw-away sandboxes, never the visitor's own, so this row is the only link from the visitor to
 * what the twins' wires hold; a lab's exercise reads those wires through it. Kept across resets of
 * the visitor's sandbox, like the rest of their progress.
 */
@Repository
public class DemoRuns {

    /** One run: the mode's label, the twin with the wrong design on and its correct twin. */
    public record Run(String mode, SandboxId wrong, SandboxId correct, Instant startedAt) {}

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;

    DemoRuns(JdbcClient jdbc, Clock clock, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
    }

    public void started(SandboxId viewer, FailureMode mode, SandboxId wrong, SandboxId correct) {
        jdbc.sql("""
                        INSERT INTO demo_run (viewer_sandbox, mode, wrong_sandbox, correct_sandbox, started_at)
                        VALUES (?, ?, ?, ?, ?)""")
                .params(viewer.value(), mode.label(), wrong.value(), correct.value(), Instant.now(clock))
                .update();
    }

    /** A twin finished playing: the visitor's pages re-read, since their exercise reads the twins' wires. */
    public void finished(SandboxId viewer) {
        events.changed(viewer, SandboxChange.WIRE);
    }

    /** The visitor's runs of the mode labelled {@code mode}, oldest first. */
    public List<Run> of(SandboxId viewer, String mode) {
        return jdbc.sql("""
                        SELECT mode, wrong_sandbox, correct_sandbox, started_at FROM demo_run
                        WHERE viewer_sandbox = ? AND mode = ? ORDER BY started_at""")
                .params(viewer.value(), mode)
                .query((rs, row) -> new Run(
                        rs.getString("mode"),
                        new SandboxId(rs.getString("wrong_sandbox")),
                        new SandboxId(rs.getString("correct_sandbox")),
                        rs.getObject("started_at", Instant.class)))
                .list();
    }
}
