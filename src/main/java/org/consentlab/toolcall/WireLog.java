package org.consentlab.toolcall;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.base.EventSequence;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The wire: what actually reached the systems of record. Only effect code writes here, at the
 * moment its request reaches the system of record; no screen ever does.
 */
@Repository
public class WireLog {

    private static final String SELECT = "SELECT seq, call_id, method, path, at, hold, lab FROM wire_entry";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final EventSequence sequence;
    private final SandboxEvents events;

    WireLog(JdbcClient jdbc, Clock clock, EventSequence sequence, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.sequence = sequence;
        this.events = events;
    }

    public void record(SandboxId sandbox, Long callId, String method, String path) {
        write(sandbox, callId, method, path, HoldState.STRAIGHT_THROUGH);
    }

    /**
     * The request has left and reached the effect boundary, where "hold the wire" keeps it: it is
     * on the wire from this moment (its seq says when it left), but its effect waits for release.
     */
    public void hold(SandboxId sandbox, Long callId, String method, String path) {
        write(sandbox, callId, method, path, HoldState.HELD);
    }

    /** Marks a held request RELEASED or DROPPED; true only for the one caller that moved it. */
    public boolean settle(SandboxId sandbox, long seq, HoldState outcome) {
        return jdbc.sql("UPDATE wire_entry SET hold = ?, released_at = ? WHERE sandbox_id = ? AND seq = ? AND hold = ?")
                        .params(outcome.stored(), Instant.now(clock), sandbox.value(), seq, HoldState.HELD.stored())
                        .update()
                == 1;
    }

    /**
     * One statement in the effect's transaction: the entry takes the lab of the call that sent it
     * from that call's row (its primary key), so the lab is the one recorded when the call was made.
     */
    private void write(SandboxId sandbox, Long callId, String method, String path, HoldState hold) {
        jdbc.sql("""
                        INSERT INTO wire_entry (seq, sandbox_id, call_id, method, path, at, hold, lab)
                        VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT lab FROM tool_call WHERE id = ?))""")
                .params(
                        sequence.next(),
                        sandbox.value(),
                        callId,
                        method,
                        path,
                        Instant.now(clock),
                        hold.stored(),
                        callId)
                .update();
        // Announced as the wire's own news, whoever wrote it: a page that re-reads its wire only on
        // wire news (not on every call's) must hear of an effect sent inside a call's transaction.
        events.changedAfterCommit(sandbox, SandboxChange.WIRE);
    }

    /** Oldest first: the wire is read in the order things happened. */
    public List<WireEntry> entries(SandboxId sandbox) {
        return jdbc.sql(SELECT + " WHERE sandbox_id = ? ORDER BY seq")
                .param(sandbox.value())
                .query(WireLog::map)
                .list();
    }

    /** The newest {@code limit} entries, still oldest first: what a page shows, whatever the history holds. */
    public List<WireEntry> latest(SandboxId sandbox, int limit) {
        return jdbc.sql(SELECT + " WHERE sandbox_id = ? ORDER BY seq DESC LIMIT ?")
                .params(sandbox.value(), limit)
                .query(WireLog::map)
                .list()
                .reversed();
    }

    /** The newest {@code limit} entries of lab {@code lab}, still oldest first: what a lab's list shows by default. */
    public List<WireEntry> latestOfLab(SandboxId sandbox, int lab, int limit) {
        return jdbc.sql(SELECT + " WHERE sandbox_id = ? AND lab = ? ORDER BY seq DESC LIMIT ?")
                .params(sandbox.value(), lab, limit)
                .query(WireLog::map)
                .list()
                .reversed();
    }

    /** Oldest first, the newest {@code limit} entries whose path starts with one of {@code pathPrefixes}. */
    public List<WireEntry> latest(SandboxId sandbox, List<String> pathPrefixes, int limit) {
        String paths = String.join(
                " OR ", pathPrefixes.stream().map(prefix -> "path LIKE ?").toList());
        List<Object> params = new ArrayList<>(List.of(sandbox.value()));
        pathPrefixes.forEach(prefix -> params.add(prefix.replace("%", "\\%").replace("_", "\\_") + "%"));
        params.add(limit);
        return jdbc.sql(SELECT + " WHERE sandbox_id = ? AND (" + paths + ") ORDER BY seq DESC LIMIT ?")
                .params(params)
                .query(WireLog::map)
                .list()
                .reversed();
    }

    /** Oldest first, the entries sent for these calls (a call and the call whose gate it joined). */
    public List<WireEntry> ofCalls(SandboxId sandbox, long callId, long effectCallId) {
        return jdbc.sql(SELECT + " WHERE sandbox_id = ? AND call_id IN (?, ?) ORDER BY seq")
                .params(sandbox.value(), callId, effectCallId)
                .query(WireLog::map)
                .list();
    }

    private static WireEntry map(ResultSet rs, int row) throws SQLException {
        return new WireEntry(
                rs.getLong("seq"),
                (Long) rs.getObject("call_id"),
                rs.getString("method"),
                rs.getString("path"),
                rs.getObject("at", Instant.class),
                HoldState.fromStored(rs.getString("hold")),
                ToolCalls.lab(rs));
    }
}
