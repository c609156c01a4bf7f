package org.consentlab.toolcall;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.consentlab.base.EventSequence;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The wire: what actually reached the systems of record. Only effect code writes here, at the
 * moment its request reaches the system of record; no screen ever does.
 */
@Repository
public class WireLog {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final EventSequence sequence;

    WireLog(JdbcClient jdbc, Clock clock, EventSequence sequence) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.sequence = sequence;
    }

    public WireEntry record(SandboxId sandbox, Long callId, String method, String path) {
        WireEntry entry = new WireEntry(sequence.next(), callId, method, path, Instant.now(clock));
        jdbc.sql("INSERT INTO wire_entry (seq, sandbox_id, call_id, method, path, at) VALUES (?, ?, ?, ?, ?, ?)")
                .params(entry.seq(), sandbox.value(), callId, method, path, entry.at())
                .update();
        return entry;
    }

    /** Oldest first: the wire is read in the order things happened. */
    public List<WireEntry> entries(SandboxId sandbox) {
        return jdbc.sql("SELECT seq, call_id, method, path, at FROM wire_entry WHERE sandbox_id = ? ORDER BY seq")
                .param(sandbox.value())
                .query((rs, row) -> new WireEntry(rs.getLong("seq"), (Long) rs.getObject("call_id"),
                        rs.getString("method"), rs.getString("path"), rs.getObject("at", Instant.class)))
                .list();
    }
}
