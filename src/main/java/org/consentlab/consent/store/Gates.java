package org.consentlab.consent.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.sandbox.LockOrder;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.toolcall.Outcome;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.stereotype.Repository;

/**
 * Gate rows. A gate leaves PENDING exactly once: {@link #decide} only updates a pending row. Public
 * for the kernel next door; ArchUnit keeps every write to the kernel (the person's {@link #edit}
 * to their confirmEdited) and lets the gated tools and the controls only {@link #find} a gate.
 */
@Repository
public class Gates {

    private final JdbcClient jdbc;

    Gates(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** A new pending gate for the call, armed by the tool that arms under {@code armedBy}. */
    public long arm(ToolInvocation call, String armedBy, GateSpec spec, Instant now, Instant expiresAt) {
        var keys = new GeneratedKeyHolder();
        jdbc.sql("""
                        INSERT INTO gate (sandbox_id, call_id, tool, required_decision, consequence, args_json, status,
                        created_at, expires_at, subject, handoff_code, armed_by, consequence_words, lab) VALUES (?, ?, ?, ?, ?,
                        ?, ?, ?, ?, ?, ?, ?, ?, (SELECT lab FROM tool_call WHERE id = ?))""") // the lab of its call, as recorded when made
                .params(
                        call.sandbox().value(),
                        call.callId(),
                        call.tool(),
                        spec.required().name(),
                        spec.consequence(),
                        call.args().toString(),
                        GateStatus.PENDING.name(),
                        now,
                        expiresAt,
                        spec.subject(),
                        spec.handoffCode(),
                        armedBy,
                        spec.words() == null ? null : spec.words().toJson(),
                        call.callId())
                .update(keys, "id");
        return keys.getKey().longValue();
    }

    /** True only for the one caller that moved the gate out of PENDING. */
    public boolean decide(
            long gateId,
            GateStatus status,
            @Nullable Outcome outcome,
            String decidedBy,
            Instant at,
            long seq,
            @Nullable String rationale) {
        LockOrder.taking(LockOrder.Lock.GATE);
        return jdbc.sql("""
                        UPDATE gate SET status = ?, outcome = ?, decided_by = ?, decided_at = ?, decision_seq = ?,
                        rationale = ? WHERE id = ? AND status = 'PENDING'""")
                        .params(
                                status.name(),
                                outcome == null ? null : outcome.label(),
                                decidedBy,
                                at,
                                seq,
                                rationale,
                                gateId)
                        .update()
                == 1;
    }

    /**
     * Records the person's yes on a gate an approver must still open, bound to the fingerprint of
     * what they were shown; true only the first time.
     */
    public boolean recordConsent(long gateId, String by, Instant at, long seq, @Nullable String fingerprint) {
        LockOrder.taking(LockOrder.Lock.GATE);
        return jdbc.sql("""
                        UPDATE gate SET consent_by = ?, consent_at = ?, consent_seq = ?, consent_fingerprint = ?
                        WHERE id = ? AND status = 'PENDING' AND consent_seq IS NULL""").params(by, at, seq, fingerprint, gateId).update() == 1;
    }

    /**
     * The person's edit of a pending gate nobody has consented to yet: the arguments they approve,
     * the consequence written for them, and the rung they need. True only if the gate was still open to it.
     */
    public boolean edit(long gateId, String editedArgsJson, String consequence, RequiredDecision required) {
        return written(gateId, editedArgsJson, consequence, null, required);
    }

    /**
     * As above, with the consequence written for the edited arguments also as {@code words} where the
     * tool wrote them so (null: the gate keeps its English only).
     */
    public boolean edit(
            long gateId,
            String editedArgsJson,
            String consequence,
            @Nullable ConsequenceWords words,
            RequiredDecision required) {
        return written(gateId, editedArgsJson, consequence, words, required);
    }

    /** The edit's one UPDATE, for both {@link #edit}s (whose callers the architecture test names). */
    private boolean written(
            long gateId,
            String editedArgsJson,
            String consequence,
            @Nullable ConsequenceWords words,
            RequiredDecision required) {
        LockOrder.taking(LockOrder.Lock.GATE);
        return jdbc.sql("""
                        UPDATE gate SET edited_args_json = ?, consequence = ?, required_decision = ?, consequence_words = ?
                        WHERE id = ? AND status = 'PENDING' AND consent_seq IS NULL""")
                        .params(
                                editedArgsJson,
                                consequence,
                                required.name(),
                                words == null ? null : words.toJson(),
                                gateId)
                        .update()
                == 1;
    }

    /**
     * The person's own limit was reached as they decided: the gate now needs an approver too, and its
     * consequence says why, after what it said; a gate that keeps its consequence as words keeps the
     * reason as words after them. Only while nobody has consented yet; true only if the gate was
     * still open to it.
     */
    public boolean raiseToApprover(Gate gate, ConsequenceWords why) {
        LockOrder.taking(LockOrder.Lock.GATE);
        ConsequenceWords words = gate.words();
        return jdbc.sql("""
                        UPDATE gate SET required_decision = ?, consequence = ?, consequence_words = ?
                        WHERE id = ? AND status = 'PENDING' AND consent_seq IS NULL""")
                        .params(
                                RequiredDecision.APPROVAL_OUTSIDE_RUN.name(),
                                gate.consequence() + " " + why.english(),
                                words == null ? null : words.followedBy(why).toJson(),
                                gate.id())
                        .update()
                == 1;
    }

    /** Only the approval-not-bound wrong design calls this: a retry's arguments replace a pending call's. */
    public boolean replaceArgs(long gateId, String argsJson) {
        LockOrder.taking(LockOrder.Lock.GATE);
        return jdbc.sql("UPDATE gate SET args_json = ? WHERE id = ? AND status = 'PENDING'")
                        .params(argsJson, gateId)
                        .update()
                == 1;
    }

    public List<Gate> awaitingApproval() {
        return jdbc.sql("""
                        SELECT %s FROM gate WHERE status = 'PENDING' AND required_decision = ?
                        AND consent_seq IS NOT NULL ORDER BY consent_seq""".formatted(COLUMNS))
                .param(RequiredDecision.APPROVAL_OUTSIDE_RUN.name())
                .query(this::map)
                .list();
    }

    /** The sandbox a gate belongs to, which never changes: known before its row is locked. */
    public Optional<SandboxId> sandboxOf(long gateId) {
        return jdbc.sql("SELECT sandbox_id FROM gate WHERE id = ?")
                .param(gateId)
                .query(String.class)
                .optional()
                .map(SandboxId::new);
    }

    public Optional<Gate> find(long gateId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM gate WHERE id = ?")
                .param(gateId)
                .query(this::map)
                .optional();
    }

    /** The gate pending for this tool and subject; a null subject matches only gates without one. */
    public Optional<Gate> pendingFor(SandboxId sandbox, String tool, String subject) {
        return jdbc.sql("""
                        SELECT %s FROM gate WHERE sandbox_id = ? AND tool = ? AND subject IS NOT DISTINCT FROM ?
                        AND status = 'PENDING' ORDER BY id""".formatted(COLUMNS)).params(sandbox.value(), tool, subject).query(this::map).list().stream()
                .findFirst();
    }

    public List<Gate> pending(SandboxId sandbox) {
        return list("sandbox_id = ? AND status = 'PENDING'", sandbox.value());
    }

    public List<Gate> all(SandboxId sandbox) {
        return list("sandbox_id = ?", sandbox.value());
    }

    public List<Gate> overdue(Instant now) {
        return list("status = 'PENDING' AND expires_at <= ?", now);
    }

    /** The gates where {@code condition} holds on {@code param}, oldest first. */
    private List<Gate> list(String condition, Object param) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM gate WHERE " + condition + " ORDER BY id")
                .param(param)
                .query(this::map)
                .list();
    }

    /** What {@link #map} reads, every column of a gate row. */
    public static final String COLUMNS = """
            id, sandbox_id, call_id, tool, required_decision, consequence, status, outcome, created_at, expires_at,
            decided_by, decided_at, decision_seq, rationale, subject, handoff_code, consent_by, consent_at, consent_seq,
            args_json, edited_args_json, consent_fingerprint, lab, armed_by, consequence_words""";

    private Gate map(ResultSet rs, int row) throws SQLException {
        return new Gate(
                rs.getLong("id"),
                new SandboxId(rs.getString("sandbox_id")),
                rs.getLong("call_id"),
                rs.getString("tool"),
                RequiredDecision.valueOf(rs.getString("required_decision")),
                rs.getString("consequence"),
                GateStatus.valueOf(rs.getString("status")),
                Outcome.fromLabel(rs.getString("outcome")),
                rs.getObject("created_at", Instant.class),
                rs.getObject("expires_at", Instant.class),
                rs.getString("decided_by"),
                rs.getObject("decided_at", Instant.class),
                (Long) rs.getObject("decision_seq"),
                rs.getString("rationale"),
                rs.getString("subject"),
                rs.getString("handoff_code"),
                rs.getString("consent_by"),
                rs.getObject("consent_at", Instant.class),
                (Long) rs.getObject("consent_seq"),
                rs.getString("args_json"),
                rs.getString("edited_args_json"),
                rs.getString("consent_fingerprint"),
                rs.getObject("lab") == null ? null : rs.getInt("lab"),
                rs.getString("armed_by"),
                ConsequenceWords.fromJson(rs.getString("consequence"), rs.getString("consequence_words")));
    }
}
