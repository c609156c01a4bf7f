package org.consentlab.audit;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.consentlab.base.EventSequence;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.LockOrder;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.consentlab.sandbox.SandboxUnits;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Appends audit rows and reads them back. There is deliberately no update, and no delete but the
 * removal of a whole sandbox's chain when its history is past keeping ({@link #removeChain}); and
 * each row carries a hash chained to the previous row of its sandbox, so a row changed, removed
 * or slipped in directly in the database shows up in {@link #verify}. A sandbox's chain head is
 * made with the sandbox; a row is appended inside the step that records it, after the sandbox's
 * row and before nothing else ({@link LockOrder}). The head is read once a transaction and written
 * once, as it commits ({@link ChainTail}).
 */
@Repository
public class AuditLog implements SandboxSeeder {

    /** The outcome filter value for rows that have no outcome. */
    public static final String NO_OUTCOME = "none";

    /** What {@link #map} reads: every column but the chain's hashes. */
    private static final String COLUMNS = """
            seq, at, sandbox_id, call_id, event, action, description, masked_args, requester, session_ref, channel,
            decision, decided_by, decided_at, result, outcome, route""";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final EventSequence sequence;
    private final SandboxUnits units;
    private final AuditRows rows;
    private final HistoryRemovals removals;

    AuditLog(JdbcClient jdbc, Clock clock, EventSequence sequence, SandboxUnits units, HistoryRemovals removals) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.sequence = sequence;
        this.units = units;
        this.rows = new AuditRows(jdbc);
        this.removals = removals;
    }

    /** A new sandbox's chain starts at its genesis hash, so the first row never races to make the head. */
    @Override
    public void seed(SandboxId sandbox) {
        jdbc.sql("INSERT INTO audit_chain_head (sandbox_id, last_seq, last_hash) VALUES (?, 0, ?)")
                .params(sandbox.value(), AuditChain.genesis(sandbox))
                .update();
    }

    /** A reset keeps the history: the chain goes on. */
    @Override
    public void reset(SandboxId sandbox) {}

    /**
     * The one removal there is: a sandbox's whole chain, rows and head, once its history is past
     * keeping (docs/security.md). The chain starts again from the genesis hash, so what is left
     * (nothing, then new rows) still verifies; a cut made any other way still shows. The removal
     * itself is recorded ({@link HistoryRemovals}), so the audit page says that history was removed.
     */
    public void removeChain(SandboxId sandbox) {
        units.run(sandbox, () -> {
            LockOrder.taking(sandbox, LockOrder.Lock.AUDIT_CHAIN_HEAD);
            ChainTail.flush(); // rows this step appended are removed with the rest
            removals.record(sandbox, Instant.now(clock));
            jdbc.sql("DELETE FROM audit_record WHERE sandbox_id = ?")
                    .param(sandbox.value())
                    .update();
            jdbc.sql("DELETE FROM audit_chain_head WHERE sandbox_id = ?")
                    .param(sandbox.value())
                    .update();
            ChainTail.forget();
            seed(sandbox);
        });
    }

    public void append(AuditRecord r) {
        units.run(r.sandbox(), () -> {
            // The chain head is read once a transaction; the sandbox's lock makes links one at a time and in seq order.
            ChainTail tail = ChainTail.of(r.sandbox(), () -> readChainHead(r.sandbox()), rows);
            AuditRecord row = new AuditRecord(
                    sequence.next(),
                    AuditChain.millis(Instant.now(clock)),
                    r.sandbox(),
                    r.callId(),
                    r.event(),
                    r.action(),
                    clip(r.description(), 1000),
                    clip(r.maskedArgs(), 2000),
                    r.requester(),
                    r.sessionRef(),
                    r.channel(),
                    r.decision(),
                    r.decidedBy(),
                    AuditChain.millis(r.decidedAt()),
                    clip(r.result(), 1000),
                    r.outcome(),
                    r.route());
            tail.append(row, AuditChain.link(tail.hash(), row));
        });
    }

    /** Oldest first. */
    public List<AuditRecord> records(SandboxId sandbox) {
        ChainTail.flush();
        return jdbc.sql("SELECT " + COLUMNS + " FROM audit_record WHERE sandbox_id = ? ORDER BY seq")
                .param(sandbox.value())
                .query(this::map)
                .list();
    }

    /**
     * Newest first, one page of the rows that pass the filter: {@code action} null for any tool;
     * {@code outcome} null for any, {@link #NO_OUTCOME} for rows without one.
     */
    public List<AuditRecord> page(SandboxId sandbox, String action, String outcome, int offset, int limit) {
        ChainTail.flush();
        Filter filter = Filter.of(sandbox, action, outcome);
        List<Object> params = new ArrayList<>(filter.params());
        params.add(limit);
        params.add(offset);
        return jdbc.sql("""
                        SELECT %s FROM audit_record WHERE %s
                        ORDER BY seq DESC LIMIT ? OFFSET ?""".formatted(COLUMNS, filter.where()))
                .params(params)
                .query(this::map)
                .list();
    }

    public int count(SandboxId sandbox, String action, String outcome) {
        ChainTail.flush();
        Filter filter = Filter.of(sandbox, action, outcome);
        return jdbc.sql("SELECT COUNT(*) FROM audit_record WHERE " + filter.where())
                .params(filter.params())
                .query(Integer.class)
                .single();
    }

    /** The tools the sandbox's rows name, sorted. */
    public List<String> actions(SandboxId sandbox) {
        ChainTail.flush();
        return jdbc.sql("SELECT DISTINCT action FROM audit_record WHERE sandbox_id = ? ORDER BY action")
                .param(sandbox.value())
                .query(String.class)
                .list();
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

    /** Each row's link in the chain, by seq: the hash it follows and its own. */
    public Map<Long, ChainLink> links(SandboxId sandbox) {
        ChainTail.flush();
        return jdbc
                .sql("SELECT seq, prev_hash, hash FROM audit_record WHERE sandbox_id = ? ORDER BY seq")
                .param(sandbox.value())
                .query((rs, row) -> new ChainLink(rs.getLong("seq"), rs.getString("prev_hash"), rs.getString("hash")))
                .list()
                .stream()
                .collect(Collectors.toMap(ChainLink::seq, link -> link));
    }

    /**
     * Recomputes the sandbox's chain from its rows and compares it with what is stored, including
     * the chain head, which gives away rows cut off the end. The head is read first: rows appended
     * meanwhile only extend the chain past it.
     */
    public ChainCheck verify(SandboxId sandbox) {
        var head = jdbc.sql("SELECT last_seq, last_hash FROM audit_chain_head WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query((rs, row) -> new ChainLink(rs.getLong(1), null, rs.getString(2)))
                .optional();
        Map<Long, ChainLink> links = links(sandbox);
        String expected = AuditChain.genesis(sandbox);
        int chained = 0;
        for (AuditRecord row : records(sandbox)) {
            ChainLink link = links.get(row.seq());
            if (link == null || link.hash() == null && chained == 0) {
                continue; // appended after the links were read, or written before the chain existed
            }
            if (!expected.equals(link.prevHash())
                    || !AuditChain.link(expected, row).equals(link.hash())) {
                return ChainCheck.broken(
                        chained, row.seq(), Texts.t("audit.chain.not-following", String.valueOf(row.seq())));
            }
            expected = link.hash();
            chained++;
        }
        boolean headFound = head.map(h -> h.seq() == 0 || h.hash().equals(hashAt(links, h.seq())))
                .orElse(chained == 0);
        return headFound
                ? ChainCheck.intact(chained)
                : ChainCheck.broken(
                        chained,
                        null,
                        head.map(h -> Texts.t("audit.chain.newest-missing", String.valueOf(h.seq())))
                                .orElseGet(() -> Texts.t("audit.chain.newest-rows-missing")));
    }

    private static String hashAt(Map<Long, ChainLink> links, long seq) {
        ChainLink link = links.get(seq);
        return link == null ? null : link.hash();
    }

    /**
     * The head as the sandbox's last step left it, read without a lock of its own: every append
     * runs in a step holding the sandbox's lock ({@link SandboxUnits}), so no other transaction
     * moves this head before this one commits. Its row is locked by its update as the step
     * commits, the step's last lock ({@link LockOrder}). A plain query is kept parsed by H2; one {@code FOR UPDATE} is not.
     * A sandbox made before heads came with it gets its head here.
     */
    private String readChainHead(SandboxId sandbox) {
        var head = jdbc.sql("SELECT last_hash FROM audit_chain_head WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(String.class)
                .optional();
        if (head.isPresent()) {
            return head.get();
        }
        seed(sandbox);
        return AuditChain.genesis(sandbox);
    }

    private AuditRecord map(ResultSet rs, int row) throws SQLException {
        return new AuditRecord(
                rs.getLong("seq"),
                rs.getObject("at", Instant.class),
                new SandboxId(rs.getString("sandbox_id")),
                (Long) rs.getObject("call_id"),
                AuditEvent.valueOf(rs.getString("event").toUpperCase()),
                rs.getString("action"),
                rs.getString("description"),
                rs.getString("masked_args"),
                rs.getString("requester"),
                rs.getString("session_ref"),
                rs.getString("channel"),
                rs.getString("decision"),
                rs.getString("decided_by"),
                rs.getObject("decided_at", Instant.class),
                rs.getString("result"),
                rs.getString("outcome"),
                rs.getString("route"));
    }

    private static String clip(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
