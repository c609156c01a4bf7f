package org.consentlab.consent.turn;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Reads turns from the records that exist: calls bound to a gate, with their session and arrival
 * time. No table of its own; a gated call's session is also its {@code turn_session}, whose index
 * ({@code tool_call_gated_turn}: session, then arrival) keeps a session's window one range scan.
 */
@Repository
class TurnRecords {

    private static final String COLUMNS = """
            c.id, c.gate_id, c.tool, c.channel, c.caller, c.session_ref, c.masked_args, c.created_at""";

    private final JdbcClient jdbc;

    TurnRecords(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The calls bound to the sandbox's pending gates: where open batches are found. */
    List<TurnCall> waiting(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT %s FROM tool_call c JOIN gate g ON g.id = c.gate_id
                        WHERE g.sandbox_id = ? AND g.status = 'PENDING' AND c.sandbox_id = ?
                        ORDER BY c.created_at, c.id""".formatted(COLUMNS))
                .params(sandbox.value(), sandbox.value())
                .query(TurnRecords::map)
                .list();
    }

    Optional<TurnCall> gated(SandboxId sandbox, long callId) {
        return jdbc.sql("""
                        SELECT %s FROM tool_call c WHERE c.id = ? AND c.sandbox_id = ?
                        AND c.gate_id IS NOT NULL""".formatted(COLUMNS))
                .params(callId, sandbox.value())
                .query(TurnRecords::map)
                .optional();
    }

    /** The gated calls of one agent session that arrived in {@code [from, to)}, in order of arrival. */
    List<TurnCall> ofSession(SandboxId sandbox, TurnCall like, Instant from, Instant to) {
        return jdbc.sql("""
                        SELECT %s FROM tool_call c WHERE c.turn_session = ? AND c.created_at >= ?
                        AND c.created_at < ? AND c.sandbox_id = ? AND c.channel = ? AND c.caller = ?
                        AND c.gate_id IS NOT NULL ORDER BY c.created_at, c.id""".formatted(COLUMNS))
                .params(like.sessionRef(), from, to, sandbox.value(), like.channel(), like.caller())
                .query(TurnRecords::map)
                .list();
    }

    private static TurnCall map(ResultSet rs, int row) throws SQLException {
        return new TurnCall(
                rs.getLong("id"),
                rs.getLong("gate_id"),
                rs.getString("tool"),
                rs.getString("channel"),
                rs.getString("caller"),
                rs.getString("session_ref"),
                rs.getString("masked_args"),
                rs.getObject("created_at", Instant.class));
    }
}
