package org.consentlab.audit;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.consentlab.base.EventSequence;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Appends audit rows and reads them back. There is deliberately no update and no delete. */
@Repository
public class AuditLog {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final EventSequence sequence;

    AuditLog(JdbcClient jdbc, Clock clock, EventSequence sequence) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.sequence = sequence;
    }

    public void append(AuditRecord r) {
        jdbc.sql("""
                        INSERT INTO audit_record (seq, sandbox_id, at, call_id, event, action, description, masked_args,
                          requester, session_ref, channel, decision, decided_by, decided_at, result, outcome, route)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(sequence.next(), r.sandbox().value(), Instant.now(clock), r.callId(), r.event().label(),
                        r.action(), clip(r.description(), 1000), clip(r.maskedArgs(), 2000), r.requester(),
                        r.sessionRef(), r.channel(), r.decision(), r.decidedBy(), r.decidedAt(),
                        clip(r.result(), 1000), r.outcome(), r.route())
                .update();
    }

    /** Oldest first. */
    public List<AuditRecord> records(SandboxId sandbox) {
        return jdbc.sql("SELECT * FROM audit_record WHERE sandbox_id = ? ORDER BY seq")
                .param(sandbox.value()).query(this::map).list();
    }

    private AuditRecord map(ResultSet rs, int row) throws SQLException {
        return new AuditRecord(rs.getLong("seq"), rs.getObject("at", Instant.class),
                new SandboxId(rs.getString("sandbox_id")), (Long) rs.getObject("call_id"),
                AuditEvent.valueOf(rs.getString("event").toUpperCase()), rs.getString("action"),
                rs.getString("description"), rs.getString("masked_args"), rs.getString("requester"),
                rs.getString("session_ref"), rs.getString("channel"), rs.getString("decision"),
                rs.getString("decided_by"), rs.getObject("decided_at", Instant.class), rs.getString("result"),
                rs.getString("outcome"), rs.getString("route"));
    }

    private static String clip(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
