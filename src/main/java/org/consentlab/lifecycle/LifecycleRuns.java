package org.consentlab.lifecycle;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Lab 5's runs and its "hold the wire" switch, per sandbox. A reset forgets the runs (their calls,
 * decisions and wire stay in the history) and turns the hold off, which is its default.
 */
@Repository
public class LifecycleRuns implements SandboxSeeder {

    private static final String COLUMNS = """
            call_id, sandbox_id, action, behaviour, args_json, consequence, streamed, created_at""";

    private final JdbcClient jdbc;
    private final Clock clock;

    LifecycleRuns(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public void open(long callId, SandboxId sandbox, LifecycleAction action, UiBehaviour behaviour, String args) {
        jdbc.sql("""
                        INSERT INTO lifecycle_run (call_id, sandbox_id, action, behaviour, args_json, consequence,
                        created_at) VALUES (?, ?, ?, ?, ?, '', ?)""")
                .params(callId, sandbox.value(), action.name(), behaviour.name(), args, Instant.now(clock))
                .update();
    }

    /** One more chunk of the arguments has arrived; true while there were chunks left. */
    public boolean streamed(long callId) {
        return jdbc.sql("UPDATE lifecycle_run SET streamed = streamed + 1 WHERE call_id = ? AND streamed < ?")
                        .params(callId, LifecycleRun.CHUNKS)
                        .update()
                == 1;
    }

    /** Claims sending the complete call: true for exactly one caller, once every chunk has arrived. */
    public boolean claimSend(long callId) {
        return jdbc.sql("UPDATE lifecycle_run SET streamed = streamed + 1 WHERE call_id = ? AND streamed = ?")
                        .params(callId, LifecycleRun.CHUNKS)
                        .update()
                == 1;
    }

    public void consequence(long callId, String text) {
        jdbc.sql("UPDATE lifecycle_run SET consequence = ? WHERE call_id = ?")
                .params(text, callId)
                .update();
    }

    public Optional<LifecycleRun> find(long callId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM lifecycle_run WHERE call_id = ?")
                .param(callId)
                .query(this::map)
                .optional();
    }

    public Optional<LifecycleRun> latest(SandboxId sandbox) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM lifecycle_run WHERE sandbox_id = ? ORDER BY call_id DESC LIMIT 1")
                .param(sandbox.value())
                .query(this::map)
                .optional();
    }

    public boolean holding(SandboxId sandbox) {
        return jdbc.sql("SELECT COUNT(*) FROM wire_hold WHERE sandbox_id = ?")
                        .param(sandbox.value())
                        .query(Integer.class)
                        .single()
                > 0;
    }

    public void hold(SandboxId sandbox, boolean on) {
        jdbc.sql("DELETE FROM wire_hold WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
        if (on) {
            jdbc.sql("INSERT INTO wire_hold (sandbox_id) VALUES (?)")
                    .param(sandbox.value())
                    .update();
        }
    }

    @Override
    public void seed(SandboxId sandbox) {
        // A new sandbox has no runs, and the wire is not held.
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM lifecycle_run WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
        hold(sandbox, false);
    }

    private LifecycleRun map(ResultSet rs, int row) throws SQLException {
        return new LifecycleRun(
                rs.getLong("call_id"),
                new SandboxId(rs.getString("sandbox_id")),
                LifecycleAction.valueOf(rs.getString("action")),
                UiBehaviour.valueOf(rs.getString("behaviour")),
                rs.getString("args_json"),
                rs.getString("consequence"),
                rs.getInt("streamed"),
                rs.getObject("created_at", Instant.class));
    }
}
