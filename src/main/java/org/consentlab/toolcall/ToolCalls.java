package org.consentlab.toolcall;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.consentlab.base.EventSequence;
import org.consentlab.sandbox.LockOrder;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Persisted tool calls and their transitions. Every state change is checked against the
 * lifecycle, which refuses any move it does not allow; outside this package a call's state moves
 * only through {@link CallLifecycle}.
 */
@Repository
public class ToolCalls {

    private static final String COLUMNS = """
            id, sandbox_id, tool, channel, caller, idempotency_key, masked_args, \
            state, outcome, result_text, is_error, gate_id, session_ref, route, created_at, updated_at, lab""";

    /** The same columns of {@code tool_call c}, for a read that joins a call to its gate. */
    private static final String GATE_CALL_COLUMNS = "c." + COLUMNS.replace(", ", ", c.");

    /**
     * Newest first, in the words H2 needs to read its newest-first index and stop at a limit,
     * instead of sorting the sandbox's whole history (migration V135).
     */
    static final String NEWEST_FIRST = " ORDER BY sandbox_id DESC, id DESC";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final CallCompletions completions;
    private final EventSequence sequence;
    private final CallIds ids;

    ToolCalls(JdbcClient jdbc, Clock clock, CallCompletions completions, EventSequence sequence, CallIds ids) {
        this.jdbc = jdbc;
        this.ids = ids;
        this.clock = clock;
        this.completions = completions;
        this.sequence = sequence;
    }

    /** Opens a call in {@code input-streaming}: the agent has started sending it. */
    public long open(
            SandboxId sandbox,
            String tool,
            Channel channel,
            String caller,
            String idempotencyKey,
            String sessionRef,
            String route) {
        return opened(sandbox, tool, channel, caller, idempotencyKey, sessionRef, route)
                .id();
    }

    /** As {@link #open}, returning the call as it was stored, without reading it back. */
    ToolCall opened(
            SandboxId sandbox,
            String tool,
            Channel channel,
            String caller,
            String idempotencyKey,
            String sessionRef,
            String route) {
        ToolCall call = unwritten(sandbox, tool, channel, caller, idempotencyKey, sessionRef, route);
        write(call);
        return call;
    }

    /**
     * As {@link #opened}, for a read that is answered in this same step: its id is taken, nothing is
     * written. {@link #answered} writes the row once, in its last state; should the call turn out to be
     * no read after all (an unknown tool, bad arguments), {@link #write} writes it as {@link #opened} would have.
     */
    ToolCall unwritten(
            SandboxId sandbox,
            String tool,
            Channel channel,
            String caller,
            String idempotencyKey,
            String sessionRef,
            String route) {
        // The columns keep microseconds: the call returned holds what a read would return.
        Instant now = Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
        int lab = CallLab.of(route, channel, tool);
        return asOpened(ids.next(), sandbox, tool, channel, caller, idempotencyKey, sessionRef, route, now, lab);
    }

    /** Writes a call taken by {@link #unwritten} as opened: its row, its key and its first state. */
    void write(ToolCall unwritten) {
        insert(unwritten, CallState.INPUT_STREAMING, "", null, false, unwritten.createdAt());
        recordTransition(unwritten.id(), CallState.INPUT_STREAMING, unwritten.createdAt());
    }

    /** The row with its id given, and the call's idempotency key: the columns {@link #opened} writes, and the answer's. */
    private void insert(
            ToolCall call, CallState state, String maskedArgs, String resultText, boolean isError, Instant updatedAt) {
        jdbc.sql("""
                        INSERT INTO tool_call (id, sandbox_id, tool, channel, caller, idempotency_key, masked_args, state,
                        result_text, is_error, session_ref, route, created_at, updated_at, lab)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(
                        call.id(),
                        call.sandbox().value(),
                        call.tool(),
                        call.channel().label(),
                        call.caller(),
                        call.idempotencyKey(),
                        maskedArgs,
                        state.label(),
                        resultText,
                        isError,
                        call.sessionRef(),
                        call.route(),
                        call.createdAt(),
                        updatedAt,
                        call.lab())
                .update();
        if (call.idempotencyKey() != null) {
            jdbc.sql("INSERT INTO call_key (sandbox_id, tool, idempotency_key, call_id) VALUES (?, ?, ?, ?)")
                    .params(call.sandbox().value(), call.tool(), call.idempotencyKey(), call.id())
                    .update();
        }
    }

    private static ToolCall asOpened(
            long id,
            SandboxId sandbox,
            String tool,
            Channel channel,
            String caller,
            String idempotencyKey,
            String sessionRef,
            String route,
            Instant now,
            int lab) {
        return new ToolCall(
                id,
                sandbox,
                tool,
                channel,
                caller,
                idempotencyKey,
                "",
                CallState.INPUT_STREAMING,
                null,
                null,
                false,
                null,
                sessionRef,
                route,
                now,
                now,
                lab);
    }

    /** The arguments arrived and are valid: stored masked, and the call is {@code input-available}. */
    void accept(long callId, String maskedArgs) {
        move(callId, CallState.INPUT_AVAILABLE, null, null, false, maskedArgs);
    }

    /** What the agent was told while the call is not finished yet, e.g. the PENDING text. */
    void resultText(long callId, String text) {
        LockOrder.taking(LockOrder.Lock.TOOL_CALL);
        jdbc.sql("UPDATE tool_call SET result_text = ? WHERE id = ?")
                .params(text, callId)
                .update();
    }

    /** As {@link #accept(long, String)}, for a call in the state {@code known} holds. */
    void accept(ToolCall known, String maskedArgs) {
        move(known, CallState.INPUT_AVAILABLE, null, null, false, maskedArgs);
    }

    void advance(long callId, CallState next) {
        move(callId, next, null, null, false, null);
    }

    /** As {@link #advance(long, CallState)}, for a call in the state {@code known} holds. */
    void advance(ToolCall known, CallState next) {
        move(known, next, null, null, false, null);
    }

    /** Moves the call to a final state with what the agent is told, and why, if it was denied. */
    void finish(long callId, CallState last, Outcome outcome, String resultText, boolean isError) {
        if (!last.isFinal()) {
            throw new IllegalArgumentException(last + " is not a final state");
        }
        move(callId, last, outcome, resultText, isError, null);
        completions.finished(callId);
    }

    /** As {@link #finish(long, CallState, Outcome, String, boolean)}, for a call in the state {@code known} holds. */
    void finish(ToolCall known, CallState last, Outcome outcome, String resultText, boolean isError) {
        if (!last.isFinal()) {
            throw new IllegalArgumentException(last + " is not a final state");
        }
        move(known, last, outcome, resultText, isError, null);
        completions.finished(known.id());
    }

    /**
     * A call of an ungated read tool between its accepted arguments and its answer. Both happen in
     * one step, where nothing outside can see the call, so nothing is written until it is answered.
     */
    record Reading(ToolCall call, String maskedArgs, Instant since, boolean written) {

        /** The call as its handler sees it: its arguments accepted, masked as they will be stored. */
        ToolCall accepted() {
            return call.accepted(maskedArgs);
        }
    }

    /** A read's arguments are accepted and its handler is about to run: the moment is kept, nothing is written. */
    Reading reading(ToolCall known, String maskedArgs, boolean written) {
        return new Reading(known, maskedArgs, Instant.now(clock), written);
    }

    /**
     * The read is answered: its row is written once, in its last state, and the three states it
     * passed (input-available and executing when it began reading, then {@code last}) in one statement.
     * Each move is checked against the lifecycle, as every other move is. A call opened in this step
     * and not yet {@linkplain #unwritten written} is inserted as it stands now, its key with it, and its
     * first state (input-streaming, when it was opened) goes into the same statement as the other three:
     * one write of the row instead of an insert and an update.
     */
    void answered(Reading read, CallState last, String resultText, boolean isError) {
        ToolCall known = read.call();
        List<CallState> passed = List.of(CallState.INPUT_AVAILABLE, CallState.EXECUTING, last);
        CallState from = known.state();
        for (CallState next : passed) {
            if (!from.canMoveTo(next)) {
                throw new IllegalStateException("call %d cannot move from %s to %s".formatted(known.id(), from, next));
            }
            from = next;
        }
        LockOrder.taking(known.sandbox(), LockOrder.Lock.TOOL_CALL);
        Instant now = Instant.now(clock);
        List<Object> transitions = new ArrayList<>();
        if (read.written()) {
            if (update(known.id(), known.state(), last, null, resultText, isError, read.maskedArgs(), now) != 1) {
                throw new IllegalStateException("call %d changed state concurrently".formatted(known.id()));
            }
        } else {
            insert(known, last, read.maskedArgs(), resultText, isError, now);
            transitions.addAll(List.of(known.id(), known.state().label(), known.createdAt()));
        }
        transitions.addAll(List.of(known.id(), passed.get(0).label(), read.since()));
        transitions.addAll(List.of(known.id(), passed.get(1).label(), read.since()));
        transitions.addAll(List.of(known.id(), last.label(), now));
        String row = "(" + sequence.nextValue() + ", ?, ?, ?)";
        String rows = String.join(", ", Collections.nCopies(transitions.size() / 3, row));
        jdbc.sql("INSERT INTO call_transition (seq, call_id, state, at) VALUES " + rows)
                .params(transitions)
                .update();
        completions.finished(known.id());
    }

    /**
     * A move of a call the step holds as it last left it (the same transaction, the sandbox
     * locked): its state is not read again; should the call stand otherwise after all, nothing
     * was changed, and the move is checked against the call as stored, as every other move is.
     */
    private void move(
            ToolCall known, CallState next, Outcome outcome, String resultText, boolean isError, String maskedArgs) {
        moveFrom(known.sandbox(), known.id(), known.state(), next, outcome, resultText, isError, maskedArgs);
    }

    /** As {@link #move(ToolCall, CallState, Outcome, String, boolean, String)}, for a call known by its id and state. */
    private void moveFrom(
            SandboxId sandbox,
            long callId,
            CallState from,
            CallState next,
            Outcome outcome,
            String resultText,
            boolean isError,
            String maskedArgs) {
        LockOrder.taking(sandbox, LockOrder.Lock.TOOL_CALL);
        Instant now = Instant.now(clock);
        if (from.canMoveTo(next) && update(callId, from, next, outcome, resultText, isError, maskedArgs, now) == 1) {
            recordTransition(callId, next, now);
            return;
        }
        move(callId, next, outcome, resultText, isError, maskedArgs);
    }

    /** As {@link #advance(long, CallState)}, for a call the step knows to stand in {@code from}. */
    void advance(SandboxId sandbox, long callId, CallState from, CallState next) {
        moveFrom(sandbox, callId, from, next, null, null, false, null);
    }

    /**
     * A handler's accepted call now waits on gate {@code gateId}, the agent told {@code text}: its
     * state, gate and text are written in one statement, from the state a handler's call stands in
     * ({@code input-available}). Should it stand elsewhere, the move is checked against the row as
     * stored, as every other move is.
     */
    void pendingOn(SandboxId sandbox, long callId, long gateId, String text) {
        LockOrder.taking(sandbox, LockOrder.Lock.TOOL_CALL);
        Instant now = Instant.now(clock);
        // Its session is indexed from now on: Lab 8's batches are a session's gated calls (V150).
        int moved = jdbc.sql("""
                        UPDATE tool_call SET state = ?, result_text = ?, is_error = FALSE, gate_id = ?,
                        turn_session = session_ref, updated_at = ? WHERE id = ? AND state = ?""")
                .params(
                        CallState.APPROVAL_REQUESTED.label(),
                        text,
                        gateId,
                        now,
                        callId,
                        CallState.INPUT_AVAILABLE.label())
                .update();
        if (moved == 1) {
            recordTransition(callId, CallState.APPROVAL_REQUESTED, now);
            return;
        }
        move(callId, CallState.APPROVAL_REQUESTED, null, text, false, null);
        bindGate(callId, gateId);
    }

    private void move(
            long callId, CallState next, Outcome outcome, String resultText, boolean isError, String maskedArgs) {
        ToolCall call = find(callId).orElseThrow();
        LockOrder.taking(call.sandbox(), LockOrder.Lock.TOOL_CALL);
        CallState current = call.state();
        if (!current.canMoveTo(next)) {
            throw new IllegalStateException("call %d cannot move from %s to %s".formatted(callId, current, next));
        }
        Instant now = Instant.now(clock);
        if (update(callId, current, next, outcome, resultText, isError, maskedArgs, now) != 1) {
            throw new IllegalStateException("call %d changed state concurrently".formatted(callId));
        }
        recordTransition(callId, next, now);
    }

    /** Moves the call from {@code current} to {@code next}; the rows changed, 0 if it was not in {@code current}. */
    private int update(
            long callId,
            CallState current,
            CallState next,
            Outcome outcome,
            String resultText,
            boolean isError,
            String maskedArgs,
            Instant now) {
        return jdbc.sql("""
                        UPDATE tool_call SET state = ?, outcome = COALESCE(?, outcome),
                        result_text = COALESCE(?, result_text), masked_args = COALESCE(?, masked_args), is_error = ?,
                        updated_at = ? WHERE id = ? AND state = ?""")
                .params(
                        next.label(),
                        outcome == null ? null : outcome.label(),
                        resultText,
                        maskedArgs,
                        isError,
                        now,
                        callId,
                        current.label())
                .update();
    }

    void bindGate(long callId, long gateId) {
        LockOrder.taking(LockOrder.Lock.TOOL_CALL);
        // Its session is indexed from now on: Lab 8's batches are a session's gated calls (V150).
        jdbc.sql("UPDATE tool_call SET gate_id = ?, turn_session = session_ref WHERE id = ?")
                .params(gateId, callId)
                .update();
    }

    public Optional<ToolCall> find(long callId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM tool_call WHERE id = ?")
                .param(callId)
                .query(this::map)
                .optional();
    }

    public Optional<ToolCall> findByIdempotencyKey(SandboxId sandbox, String tool, String key) {
        return jdbc.sql("SELECT call_id FROM call_key WHERE sandbox_id = ? AND tool = ? AND idempotency_key = ?")
                .params(sandbox.value(), tool, key)
                .query(Long.class)
                .optional()
                .flatMap(this::find);
    }

    /** Newest first. */
    public List<ToolCall> list(SandboxId sandbox) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM tool_call WHERE sandbox_id = ?" + NEWEST_FIRST)
                .param(sandbox.value())
                .query(this::map)
                .list();
    }

    /**
     * Oldest first: the sandbox's calls of {@code tools}, every call that armed or is bound to one
     * of its gates, and, when {@code channel} is given, every call of that channel. Each part reads
     * an index of its own, led by the sandbox or its gates, so the calls of other tools, however
     * many, are not read at all (the channel's part asks by outcome, none or each, to seek the
     * outcome index, V130). The parts are joined with {@code UNION ALL} and a call found by two of
     * them is kept once here: written as {@code id IN (SELECT … UNION …)}, H2 ran the whole union
     * again for each call it checked whenever another thread had written meanwhile, which under a
     * class's agent traffic took a redraw hundreds of milliseconds.
     */
    public List<ToolCall> ofToolsGatesOrChannel(
            SandboxId sandbox, Collection<String> tools, @Nullable Channel channel) {
        List<String> named = List.copyOf(tools);
        var query = jdbc.sql(toolsGatesOrChannel(named.size(), channel != null)).param("sandbox", sandbox.value());
        for (int tool = 0; tool < named.size(); tool++) {
            query = query.param("tool" + tool, named.get(tool));
        }
        if (channel != null) {
            query = query.param("channel", channel.label())
                    .param(
                            "outcomes",
                            Arrays.stream(Outcome.values()).map(Outcome::label).toList());
        }
        return query.query(this::map).list().stream()
                .distinct()
                .toList(); // a row read by two parts is one equal record
    }

    /**
     * The query of {@link #ofToolsGatesOrChannel} for {@code tools} tools, with or without the
     * channel. A part per tool: {@code tool IN (…)} would seek only the sandbox in the index and
     * read every call of the sandbox's history; {@code tool = …} seeks both ({@code tool_call_tool},
     * V191).
     */
    static String toolsGatesOrChannel(int tools, boolean channel) {
        List<String> parts = new ArrayList<>();
        for (int tool = 0; tool < tools; tool++) {
            parts.add("SELECT " + COLUMNS + " FROM tool_call WHERE sandbox_id = :sandbox AND tool = :tool" + tool);
        }
        parts.add("SELECT " + GATE_CALL_COLUMNS
                + " FROM gate g JOIN tool_call c ON c.gate_id = g.id WHERE g.sandbox_id = :sandbox");
        parts.add("SELECT " + GATE_CALL_COLUMNS
                + " FROM gate g JOIN tool_call c ON c.id = g.call_id WHERE g.sandbox_id = :sandbox");
        if (channel) {
            parts.add("SELECT " + COLUMNS
                    + " FROM tool_call WHERE sandbox_id = :sandbox AND outcome IS NULL AND channel = :channel");
            parts.add("""
                    SELECT %s FROM tool_call WHERE sandbox_id = :sandbox AND outcome IN (:outcomes)
                    AND channel = :channel""".formatted(COLUMNS));
        }
        return String.join(" UNION ALL ", parts) + " ORDER BY id";
    }

    /** The newest {@code limit} calls, newest first: what a page shows, whatever the history holds. */
    public List<ToolCall> newest(SandboxId sandbox, int limit) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM tool_call WHERE sandbox_id = ?" + NEWEST_FIRST + " LIMIT ?")
                .params(sandbox.value(), limit)
                .query(this::map)
                .list();
    }

    /**
     * One lab's newest calls, newest first: those recorded as the lab's when they were made
     * ({@link CallLab}). What a lab's timeline offers by default. Read newest first by the
     * sandbox's index and filtered, as the page's route was before; no index of its own, so
     * that a call writes no further index entry.
     */
    public List<ToolCall> newestOfLab(SandboxId sandbox, int lab, int limit) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM tool_call WHERE sandbox_id = ? AND lab = ?" + NEWEST_FIRST
                        + " LIMIT ?")
                .params(sandbox.value(), lab, limit)
                .query(this::map)
                .list();
    }

    /** Oldest first, at most {@code limit} calls with an id above {@code afterId}: one page of an export. */
    public List<ToolCall> pageAfter(SandboxId sandbox, long afterId, int limit) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM tool_call WHERE sandbox_id = ? AND id > ? ORDER BY id LIMIT ?")
                .params(sandbox.value(), afterId, limit)
                .query(this::map)
                .list();
    }

    /** The transitions of the sandbox's calls with ids in {@code [fromId, toId]}, in one query. */
    public List<Transition> transitions(SandboxId sandbox, long fromId, long toId) {
        return jdbc.sql("""
                        SELECT t.call_id, t.state, t.at, t.seq
                        FROM call_transition t JOIN tool_call c ON c.id = t.call_id
                        WHERE c.sandbox_id = ? AND t.call_id BETWEEN ? AND ? ORDER BY t.call_id, t.seq""")
                .params(sandbox.value(), fromId, toId)
                .query(ToolCalls::transition)
                .list();
    }

    public List<ToolCall> ofGate(long gateId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM tool_call WHERE gate_id = ? ORDER BY id")
                .param(gateId)
                .query(this::map)
                .list();
    }

    public List<Transition> transitions(long callId) {
        return jdbc.sql("SELECT call_id, state, at, seq FROM call_transition WHERE call_id = ? ORDER BY seq")
                .param(callId)
                .query(ToolCalls::transition)
                .list();
    }

    private static Transition transition(ResultSet rs, int row) throws SQLException {
        return new Transition(
                rs.getLong("call_id"),
                CallState.fromLabel(rs.getString("state")),
                rs.getObject("at", Instant.class),
                rs.getLong("seq"));
    }

    /** The transition's place in the event sequence is taken by the insert itself: one statement, not two. */
    private void recordTransition(long callId, CallState state, Instant at) {
        jdbc.sql("INSERT INTO call_transition (seq, call_id, state, at) VALUES (" + sequence.nextValue() + ", ?, ?, ?)")
                .params(callId, state.label(), at)
                .update();
    }

    private ToolCall map(ResultSet rs, int row) throws SQLException {
        return new ToolCall(
                rs.getLong("id"),
                new SandboxId(rs.getString("sandbox_id")),
                rs.getString("tool"),
                Channel.fromLabel(rs.getString("channel")),
                rs.getString("caller"),
                rs.getString("idempotency_key"),
                rs.getString("masked_args"),
                CallState.fromLabel(rs.getString("state")),
                Outcome.fromLabel(rs.getString("outcome")),
                rs.getString("result_text"),
                rs.getBoolean("is_error"),
                (Long) rs.getObject("gate_id"),
                rs.getString("session_ref"),
                rs.getString("route"),
                rs.getObject("created_at", Instant.class),
                rs.getObject("updated_at", Instant.class),
                lab(rs));
    }

    /** The stored lab, or null for a record that has none. */
    static @Nullable Integer lab(ResultSet rs) throws SQLException {
        int lab = rs.getInt("lab");
        return rs.wasNull() ? null : lab;
    }
}
