package org.consentlab.instructor;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Classes and who is in them. A learner joins with the class's code and keeps their own sandbox
 * (and its progress); joining another class moves them, since a sandbox is in one class at a time.
 */
@Repository
public class Classes {

    /**
     * What became of a learner's attempt to join; {@code WAIT}: too many wrong codes came from the
     * learner's address, and this one was not checked ({@link CodeGuesses}).
     */
    public enum JoinResult {
        JOINED,
        UNKNOWN_CODE,
        CLASS_ENDED,
        WAIT
    }

    private static final String CLASS_COLUMNS =
            "id, name, join_code, instructor, created_at, gate_ttl_seconds, " + "approval_timeout_seconds, ended_at";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;

    Classes(JdbcClient jdbc, Clock clock, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
    }

    /** Opens a class with a fresh join code (a code already taken, even by an ended class, is drawn again). */
    public WorkshopClass create(String name, String instructor) {
        for (int attempt = 0; ; attempt++) {
            WorkshopClass opened = new WorkshopClass(
                    ClassId.random(), name.strip(), JoinCode.random(), instructor, clock.instant(), null, null, null);
            try {
                jdbc.sql(
                                "INSERT INTO workshop_class (id, name, join_code, instructor, created_at) VALUES (?, ?, ?, ?, ?)")
                        .params(
                                opened.id().value(),
                                opened.name(),
                                opened.code().value(),
                                instructor,
                                opened.createdAt())
                        .update();
                return opened;
            } catch (DuplicateKeyException taken) {
                if (attempt >= 5) {
                    throw taken;
                }
            }
        }
    }

    public Optional<WorkshopClass> byId(ClassId id) {
        return jdbc.sql("SELECT " + CLASS_COLUMNS + " FROM workshop_class WHERE id = ?")
                .param(id.value())
                .query(Classes::workshopClass)
                .optional();
    }

    public Optional<WorkshopClass> byCode(JoinCode code) {
        return jdbc.sql("SELECT " + CLASS_COLUMNS + " FROM workshop_class WHERE join_code = ?")
                .param(code.value())
                .query(Classes::workshopClass)
                .optional();
    }

    /** The instructor's classes, newest first. */
    public List<WorkshopClass> ofInstructor(String instructor) {
        return jdbc.sql("SELECT " + CLASS_COLUMNS
                        + " FROM workshop_class WHERE instructor = ? ORDER BY created_at DESC")
                .param(instructor)
                .query(Classes::workshopClass)
                .list();
    }

    @Transactional
    public JoinResult join(SandboxId sandbox, JoinCode code, @Nullable String displayName) {
        Optional<WorkshopClass> found = byCode(code);
        return found.isEmpty() ? JoinResult.UNKNOWN_CODE : join(sandbox, found.get(), displayName);
    }

    /** Joins the class a code was looked up to name ({@link CodeGuesses}); an ended one admits no one. */
    @Transactional
    public JoinResult join(SandboxId sandbox, WorkshopClass found, @Nullable String displayName) {
        if (found.ended()) {
            return JoinResult.CLASS_ENDED;
        }
        String name = displayName == null || displayName.isBlank() ? null : displayName.strip();
        if (name != null && name.length() > ClassMember.MAX_DISPLAY_NAME) {
            throw new IllegalArgumentException(
                    "a display name has at most " + ClassMember.MAX_DISPLAY_NAME + " characters");
        }
        jdbc.sql("DELETE FROM class_member WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
        jdbc.sql("INSERT INTO class_member (sandbox_id, class_id, display_name, joined_at) VALUES (?, ?, ?, ?)")
                .params(sandbox.value(), found.id().value(), name, clock.instant())
                .update();
        // The learner's pages and their class's overview show the class from now on.
        events.changedAfterCommit(sandbox);
        return JoinResult.JOINED;
    }

    /** The class the sandbox is in, unless it ended. */
    public Optional<WorkshopClass> classOf(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT c.id, c.name, c.join_code, c.instructor, c.created_at, c.gate_ttl_seconds,
                        c.approval_timeout_seconds, c.ended_at FROM workshop_class c
                        JOIN class_member m ON m.class_id = c.id WHERE m.sandbox_id = ? AND c.ended_at IS NULL""")
                .param(sandbox.value())
                .query(Classes::workshopClass)
                .optional();
    }

    public Optional<ClassMember> membership(SandboxId sandbox) {
        return jdbc.sql("SELECT sandbox_id, class_id, display_name, joined_at FROM class_member WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(Classes::member)
                .optional();
    }

    /** The class's learners in the order they joined. */
    public List<ClassMember> members(ClassId id) {
        return jdbc.sql("""
                        SELECT sandbox_id, class_id, display_name, joined_at FROM class_member WHERE class_id = ?
                        ORDER BY joined_at, sandbox_id""").param(id.value()).query(Classes::member).list();
    }

    /** Workshop settings; an empty value restores the lab's default. */
    public void settings(ClassId id, @Nullable Duration gateTtl, @Nullable Duration approvalTimeout) {
        jdbc.sql("UPDATE workshop_class SET gate_ttl_seconds = ?, approval_timeout_seconds = ? WHERE id = ?")
                .params(seconds(gateTtl), seconds(approvalTimeout), id.value())
                .update();
    }

    /** Ends the class: its code no longer admits anyone and its learners explore alone again. */
    public void end(ClassId id) {
        jdbc.sql("UPDATE workshop_class SET ended_at = ? WHERE id = ? AND ended_at IS NULL")
                .params(clock.instant(), id.value())
                .update();
        // Their pages drop the class's name and its class-wide failure modes at once.
        members(id).forEach(member -> events.changed(member.sandbox()));
    }

    private static @Nullable Integer seconds(@Nullable Duration duration) {
        return duration == null ? null : Math.toIntExact(duration.toSeconds());
    }

    private static @Nullable Duration duration(ResultSet rs, String column) throws SQLException {
        int seconds = rs.getInt(column);
        return rs.wasNull() ? null : Duration.ofSeconds(seconds);
    }

    private static WorkshopClass workshopClass(ResultSet rs, int row) throws SQLException {
        return new WorkshopClass(
                new ClassId(rs.getString("id")),
                rs.getString("name"),
                new JoinCode(rs.getString("join_code")),
                rs.getString("instructor"),
                rs.getObject("created_at", Instant.class),
                duration(rs, "gate_ttl_seconds"),
                duration(rs, "approval_timeout_seconds"),
                rs.getObject("ended_at", Instant.class));
    }

    private static ClassMember member(ResultSet rs, int row) throws SQLException {
        return new ClassMember(
                new SandboxId(rs.getString("sandbox_id")),
                new ClassId(rs.getString("class_id")),
                rs.getString("display_name"),
                rs.getObject("joined_at", Instant.class));
    }
}
