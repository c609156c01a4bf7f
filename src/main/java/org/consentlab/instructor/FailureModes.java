package org.consentlab.instructor;

import java.util.EnumSet;
import java.util.Set;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Which failure modes are on in a sandbox. Off is the default and what a reset restores: a
 * wrong design is only ever demonstrated because someone switched it on, never by accident.
 */
@Repository
public class FailureModes implements SandboxSeeder {

    private final JdbcClient jdbc;
    private final SandboxEvents events;

    FailureModes(JdbcClient jdbc, SandboxEvents events) {
        this.jdbc = jdbc;
        this.events = events;
    }

    public Set<FailureMode> on(SandboxId sandbox) {
        Set<FailureMode> on = EnumSet.noneOf(FailureMode.class);
        jdbc.sql("SELECT name FROM failure_mode WHERE sandbox_id = ?").param(sandbox.value())
                .query(String.class).list()
                .forEach(name -> on.add(FailureMode.valueOf(name)));
        return on;
    }

    public boolean isOn(SandboxId sandbox, FailureMode mode) {
        return jdbc.sql("SELECT COUNT(*) FROM failure_mode WHERE sandbox_id = ? AND name = ?")
                .params(sandbox.value(), mode.name()).query(Integer.class).single() > 0;
    }

    /** An instructor action; every open page of the sandbox shows the banner at once. */
    public void set(SandboxId sandbox, FailureMode mode, boolean on) {
        jdbc.sql("DELETE FROM failure_mode WHERE sandbox_id = ? AND name = ?").params(sandbox.value(), mode.name())
                .update();
        if (on) {
            jdbc.sql("INSERT INTO failure_mode (sandbox_id, name) VALUES (?, ?)").params(sandbox.value(), mode.name())
                    .update();
        }
        events.changed(sandbox);
    }

    @Override
    public void seed(SandboxId sandbox) {
        // Nothing is on in a new sandbox.
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM failure_mode WHERE sandbox_id = ?").param(sandbox.value()).update();
    }
}
