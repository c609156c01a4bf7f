package org.consentlab.audit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.consentlab.sandbox.LockOrder;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Writes a transaction's audit rows, linked and hashed already, in as few statements as it can:
 * one {@code INSERT} of many rows costs the database one statement's work (its parse, its lock of
 * the table, its look through the connection's other statements), where one per row costs it each
 * time. A read's two rows are one statement. The chain head then moves to the last of them, once
 * ({@link ChainTail}).
 */
final class AuditRows {

    /** A row and its place in the chain: the hash it follows and its own. */
    record Linked(AuditRecord row, String prevHash, String hash) {}

    private static final int COLUMNS = 19;
    /** {@value #COLUMNS} parameters a row: well inside every driver's limit on a statement's parameters. */
    private static final int ROWS_PER_STATEMENT = 100;

    private static final String INSERT = """
            INSERT INTO audit_record (seq, sandbox_id, at, call_id, event, action, description, masked_args,
                requester, session_ref, channel, decision, decided_by, decided_at, result, outcome, route, prev_hash,
                hash) VALUES
            """;
    private static final String ROW = "(" + String.join(", ", Collections.nCopies(COLUMNS, "?")) + ")";

    private final JdbcClient jdbc;

    AuditRows(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Inserts {@code rows}, in their order. */
    void rows(List<Linked> rows) {
        for (int from = 0; from < rows.size(); from += ROWS_PER_STATEMENT) {
            List<Linked> part = rows.subList(from, Math.min(rows.size(), from + ROWS_PER_STATEMENT));
            List<Object> params = new ArrayList<>(part.size() * COLUMNS);
            for (Linked linked : part) {
                AuditRecord row = linked.row();
                Collections.addAll(
                        params,
                        row.seq(),
                        row.sandbox().value(),
                        row.at(),
                        row.callId(),
                        row.event().label(),
                        row.action(),
                        row.description(),
                        row.maskedArgs(),
                        row.requester(),
                        row.sessionRef(),
                        row.channel(),
                        row.decision(),
                        row.decidedBy(),
                        row.decidedAt(),
                        row.result(),
                        row.outcome(),
                        row.route(),
                        linked.prevHash(),
                        linked.hash());
            }
            jdbc.sql(INSERT + String.join(", ", Collections.nCopies(part.size(), ROW)))
                    .params(params)
                    .update();
        }
    }

    /** Moves the sandbox's chain head to its last row, the step's last lock ({@link LockOrder}). */
    void head(SandboxId sandbox, long seq, String hash) {
        LockOrder.taking(sandbox, LockOrder.Lock.AUDIT_CHAIN_HEAD);
        jdbc.sql("UPDATE audit_chain_head SET last_seq = ?, last_hash = ? WHERE sandbox_id = ?")
                .params(seq, hash, sandbox.value())
                .update();
    }
}
