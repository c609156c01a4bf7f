package org.consentlab.instructor;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Which failure modes are on in a sandbox: its own switches (a learner exploring Lab 6, or an
 * instructor scoping a mode to one learner) together with those its instructor switched on for
 * the whole class, while the class runs. Off is the default and what a reset restores for the
 * sandbox's own switches: a wrong design is only ever demonstrated because someone switched it
 * on, never by accident. A class's switches outlive its learners' resets; the instructor owns them.
 */
@Repository
public class FailureModes implements SandboxSeeder {

    private final JdbcClient jdbc;
    private final SandboxEvents events;

    FailureModes(JdbcClient jdbc, SandboxEvents events) {
        this.jdbc = jdbc;
        this.events = events;
    }

    /** Every mode in force for the sandbox, whoever switched it on. */
    public Set<FailureMode> on(SandboxId sandbox) {
        // Two queries rather than one UNION: every call asks, and H2 keeps a parsed UNION for no reuse.
        Set<FailureMode> on = EnumSet.noneOf(FailureMode.class);
        on.addAll(switchedOnFor(sandbox));
        on.addAll(modes(jdbc.sql("""
                        SELECT f.name FROM class_failure_mode f JOIN class_member m ON m.class_id = f.class_id
                        JOIN workshop_class c ON c.id = f.class_id WHERE m.sandbox_id = ? AND c.ended_at IS NULL""").param(sandbox.value()).query(String.class).list()));
        return on;
    }

    /** The modes in force for one step in the sandbox: read once, when the step first asks. */
    public ModesInForce inForce(SandboxId sandbox) {
        return new ModesInForce(() -> on(sandbox));
    }

    public boolean isOn(SandboxId sandbox, FailureMode mode) {
        return on(sandbox).contains(mode);
    }

    /** The sandbox's own switches only, as its Lab 6 table or a learner-scoped switch shows them. */
    public Set<FailureMode> switchedOnFor(SandboxId sandbox) {
        return modes(jdbc.sql("SELECT name FROM failure_mode WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(String.class)
                .list());
    }

    /** The switches an instructor set for the whole class. */
    public Set<FailureMode> switchedOnFor(ClassId workshop) {
        return modes(jdbc.sql("SELECT name FROM class_failure_mode WHERE class_id = ?")
                .param(workshop.value())
                .query(String.class)
                .list());
    }

    /** A learner's or a learner-scoped instructor switch; every open page of the sandbox shows the banner at once. */
    public void set(SandboxId sandbox, FailureMode mode, boolean on) {
        jdbc.sql("DELETE FROM failure_mode WHERE sandbox_id = ? AND name = ?")
                .params(sandbox.value(), mode.name())
                .update();
        if (on) {
            jdbc.sql("INSERT INTO failure_mode (sandbox_id, name) VALUES (?, ?)")
                    .params(sandbox.value(), mode.name())
                    .update();
        }
        events.changed(sandbox);
    }

    /** A class-wide instructor switch; every learner of the class sees it at once, nobody else ever. */
    public void set(ClassId workshop, FailureMode mode, boolean on) {
        jdbc.sql("DELETE FROM class_failure_mode WHERE class_id = ? AND name = ?")
                .params(workshop.value(), mode.name())
                .update();
        if (on) {
            jdbc.sql("INSERT INTO class_failure_mode (class_id, name) VALUES (?, ?)")
                    .params(workshop.value(), mode.name())
                    .update();
        }
        jdbc.sql("SELECT sandbox_id FROM class_member WHERE class_id = ?")
                .param(workshop.value())
                .query(String.class)
                .list()
                .forEach(member -> events.changed(new SandboxId(member)));
    }

    @Override
    public void seed(SandboxId sandbox) {
        // Nothing is on in a new sandbox.
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM failure_mode WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
    }

    private static Set<FailureMode> modes(Collection<String> names) {
        Set<FailureMode> on = EnumSet.noneOf(FailureMode.class);
        names.forEach(name -> on.add(FailureMode.valueOf(name)));
        return on;
    }
}
