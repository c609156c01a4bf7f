package org.consentlab.account;

import java.time.Clock;
import java.time.Instant;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Reads the sandbox's account; seeds it ACTIVE and restores it on reset. */
@Repository
public class Accounts implements SandboxSeeder {

    static final String SEED_HOLDER = "Ada Lovelace";
    static final String SEED_EMAIL = "ada@example.com";
    static final String SEED_PLAN = "Pro (12 projects, 3 years of history)";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final SandboxEvents events;

    Accounts(JdbcClient jdbc, Clock clock, SandboxEvents events) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.events = events;
    }

    public Account find(SandboxId sandbox) {
        return jdbc.sql("SELECT holder, email, plan, status FROM account WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query((rs, row) -> new Account(
                        sandbox,
                        rs.getString("holder"),
                        rs.getString("email"),
                        rs.getString("plan"),
                        AccountStatus.valueOf(rs.getString("status"))))
                .single();
    }

    @Override
    public void seed(SandboxId sandbox) {
        jdbc.sql("INSERT INTO account (sandbox_id, holder, email, plan, status, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
                .params(sandbox.value(), SEED_HOLDER, SEED_EMAIL, SEED_PLAN, AccountStatus.ACTIVE.name(), now())
                .update();
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("UPDATE account SET holder = ?, email = ?, plan = ?, status = ?, updated_at = ? WHERE sandbox_id = ?")
                .params(SEED_HOLDER, SEED_EMAIL, SEED_PLAN, AccountStatus.ACTIVE.name(), now(), sandbox.value())
                .update();
    }

    /**
     * Restores the seeded ACTIVE account if it is DELETED, for a lab run the person starts that must
     * begin from it (a DELETE of an account already gone would show nothing); true if it was deleted.
     */
    public boolean restoreIfDeleted(SandboxId sandbox) {
        boolean restored = jdbc.sql("""
                        UPDATE account SET holder = ?, email = ?, plan = ?, status = ?, updated_at = ?
                        WHERE sandbox_id = ? AND status = ?""")
                        .params(
                                SEED_HOLDER,
                                SEED_EMAIL,
                                SEED_PLAN,
                                AccountStatus.ACTIVE.name(),
                                now(),
                                sandbox.value(),
                                AccountStatus.DELETED.name())
                        .update()
                > 0;
        if (restored) {
            // No wire entry says so (nothing was sent anywhere): the open pages that show the account re-read it.
            events.changedAfterCommit(sandbox);
        }
        return restored;
    }

    private Instant now() {
        return Instant.now(clock);
    }
}
