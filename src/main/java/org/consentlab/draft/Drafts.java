package org.consentlab.draft;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Reads the sandbox's drafts; seeds DR-7 "Untitled draft" and restores it on reset. */
@Repository
public class Drafts implements SandboxSeeder {

    public static final String SEEDED_TITLE = "Untitled draft";

    private final JdbcClient jdbc;
    private final Clock clock;

    Drafts(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The draft's title, if the draft exists. */
    public Optional<String> title(SandboxId sandbox, String id) {
        return jdbc.sql("SELECT title FROM draft WHERE sandbox_id = ? AND id = ?")
                .params(sandbox.value(), id)
                .query(String.class)
                .optional();
    }

    @Override
    public void seed(SandboxId sandbox) {
        jdbc.sql("INSERT INTO draft (sandbox_id, id, title, updated_at) VALUES (?, 'DR-7', ?, ?)")
                .params(sandbox.value(), SEEDED_TITLE, Instant.now(clock))
                .update();
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM draft WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
        seed(sandbox);
    }
}
