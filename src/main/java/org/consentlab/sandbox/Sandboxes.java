package org.consentlab.sandbox;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/** Creates sandboxes on first use and resets them to their seed state. */
@Service
public class Sandboxes {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final List<SandboxSeeder> seeders;
    private final List<SandboxResetListener> resetListeners;
    private final TransactionTemplate tx;
    private final SandboxEvents events;
    private final SandboxUnits units;

    Sandboxes(
            JdbcClient jdbc,
            Clock clock,
            SandboxContributions features,
            TransactionTemplate tx,
            SandboxEvents events,
            SandboxUnits units) {
        this.units = units;
        this.jdbc = jdbc;
        this.clock = clock;
        this.seeders = features.seeders();
        this.resetListeners = features.resetListeners();
        this.tx = tx;
        this.events = events;
    }

    public boolean exists(SandboxId sandbox) {
        return jdbc.sql("SELECT COUNT(*) FROM sandbox WHERE id = ?")
                        .param(sandbox.value())
                        .query(Integer.class)
                        .single()
                > 0;
    }

    /** Creates the sandbox with its seed data unless it already exists. */
    public SandboxId ensure(SandboxId sandbox) {
        if (!exists(sandbox)) {
            tx.executeWithoutResult(status -> {
                int created = jdbc.sql("""
                                MERGE INTO sandbox s USING (VALUES (CAST(? AS VARCHAR(36)),
                                CAST(? AS TIMESTAMP(3) WITH TIME ZONE))) AS v (id, created_at) ON s.id = v.id
                                WHEN NOT MATCHED THEN INSERT (id, created_at) VALUES (v.id, v.created_at)""").params(sandbox.value(), now()).update();
                if (created > 0) {
                    seeders.forEach(seeder -> seeder.seed(sandbox));
                }
            });
        }
        return sandbox;
    }

    public SandboxId create() {
        return ensure(SandboxId.random());
    }

    /** Restores the seed state. Pending decisions are cancelled first, so none outlives its world. */
    public void reset(SandboxId sandbox) {
        units.run(sandbox, () -> {
            resetListeners.forEach(listener -> listener.beforeReset(sandbox));
            seeders.forEach(seeder -> seeder.reset(sandbox));
            jdbc.sql("UPDATE sandbox SET reset_at = ? WHERE id = ?")
                    .params(now(), sandbox.value())
                    .update();
        });
        events.changed(sandbox);
    }

    /** When the sandbox was last reset, if ever: what a page showed about the world before then is gone. */
    public Optional<Instant> resetAt(SandboxId sandbox) {
        return jdbc.sql("SELECT reset_at FROM sandbox WHERE id = ?")
                .param(sandbox.value())
                .query((rs, row) -> Optional.ofNullable(rs.getObject("reset_at", Instant.class)))
                .optional()
                .flatMap(at -> at);
    }

    private Instant now() {
        return Instant.now(clock);
    }
}
