package org.consentlab.audit;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.base.EventSequence;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Appends audit rows and reads them back. There is deliberately no update and no delete. */
@Repository
public class AuditLog {

    /** The outcome filter value for rows that have no outcome. */
    public static final String NO_OUTCOME = "none";

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

    /**
     * Newest first, one page of the rows that pass the filter: {@code action} null for any tool;
     * {@code outcome} null for any, {@link #NO_OUTCOME} for rows without one.
     */
    public List<AuditRecord> page(SandboxId sandbox, String action, String outcome, int offset, int limit) {
        Filter filter = Filter.of(sandbox, action, outcome);
        List<Object> params = new ArrayList<>(filter.params());
        params.add(limit);
        params.add(offset);
        return jdbc.sql("SELECT * FROM audit_record WHERE " + filter.where() + " ORDER BY seq DESC LIMIT ? OFFSET ?")
                .params(params).query(this::map).list();
    }

    public int count(SandboxId sandbox, String action, String outcome) {
        Filter filter = Filter.of(sandbox, action, outcome);
        return jdbc.sql("SELECT COUNT(*) FROM audit_record WHERE " + filter.where()).params(filter.params())
                .query(Integer.class).single();
    }

    /** The tools the sandbox's rows name, sorted. */
    public List<String> actions(SandboxId sandbox) {
        return jdbc.sql("SELECT DISTINCT action FROM audit_record WHERE sandbox_id = ? ORDER BY action")
                .param(sandbox.value()).query(String.class).list();
    }

    private record Filter(String where, List<Object> params) {
        static Filter of(SandboxId sandbox, String action, String outcome) {
            StringBuilder where = new StringBuilder("sandbox_id = ?");
            List<Object> params = new ArrayList<>(List.of(sandbox.value()));
            if (action != null) {
                where.append(" AND action = ?");
                params.add(action);
            }
            if (NO_OUTCOME.equals(outcome)) {
                where.append(" AND outcome IS NULL");
            } else if (outcome != null) {
                where.append(" AND outcome = ?");
                params.add(outcome);
            }
            return new Filter(where.toString(), params);
        }
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
