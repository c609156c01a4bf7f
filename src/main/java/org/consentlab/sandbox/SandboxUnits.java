package org.consentlab.sandbox;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.retry.RetryListener;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;
import org.springframework.core.retry.Retryable;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One observable step of work on a sandbox (a call validated and answered, a gate armed, a
 * decision) as one transaction: its call state, audit rows and wire entries commit together or
 * not at all. The sandbox is locked first, as {@link LockOrder} requires, so the sandbox's
 * steps queue here instead of deadlocking further in. Should the database still give up on the
 * transaction (PostgreSQL's serialization failure or deadlock), the whole step runs again, a few
 * times, so that the caller never sees it. A step inside a transaction already running is part
 * of that one and is not retried on its own.
 *
 * <p>A step is durable when it returns: its commit is in the database file (H2) or flushed with
 * {@code synchronous_commit} on (PostgreSQL). A step run {@link #runDeferred deferred} (a call of
 * an ungated read tool, which changes nothing but its own records) may reach the file a moment
 * later, together with other steps' commits (docs/security.md, "Durability").
 */
@Service
public class SandboxUnits {

    private static final Logger log = LoggerFactory.getLogger(SandboxUnits.class);
    private static final int RETRIES = 5;
    private static final String LOCK = "SELECT id FROM sandbox WHERE id = ? FOR UPDATE";
    /**
     * As {@link #LOCK}, and this transaction's commit returns before its WAL is flushed (gates and
     * decisions never run so): {@code set_config(…, true)} is {@code SET LOCAL}, in the same round trip.
     */
    private static final String LOCK_AND_DEFER_COMMIT =
            "SELECT set_config('synchronous_commit', 'off', true) FROM sandbox WHERE id = ? FOR UPDATE";

    private final JdbcClient jdbc;
    private final TransactionTemplate tx;
    private final RetryTemplate retry;
    private final boolean postgres;

    SandboxUnits(JdbcClient jdbc, TransactionTemplate tx, DataSource dataSource) throws SQLException {
        this.jdbc = jdbc;
        this.tx = tx;
        try (Connection connection = dataSource.getConnection()) {
            this.postgres = "PostgreSQL".equals(connection.getMetaData().getDatabaseProductName());
        }
        this.retry = new RetryTemplate(RetryPolicy.builder()
                .includes(PessimisticLockingFailureException.class)
                .maxRetries(RETRIES)
                .delay(Duration.ofMillis(2))
                .multiplier(2)
                .jitter(Duration.ofMillis(2))
                .maxDelay(Duration.ofMillis(100))
                .build());
        this.retry.setRetryListener(new RetryListener() {
            @Override
            public void beforeRetry(RetryPolicy policy, Retryable<?> retryable) {
                log.debug("a sandbox step lost to a concurrent one in the database; running it again");
            }
        });
    }

    /** Runs {@code step} as one transaction on the sandbox, its row locked first. */
    public <T> T run(SandboxId sandbox, Supplier<T> step) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            lock(sandbox, false);
            return step.get();
        }
        return retry.invoke(() -> tx.execute(status -> {
            lock(sandbox, DeferredCommits.active());
            return step.get();
        }));
    }

    /**
     * As {@link #run}, for a step that may be lost to a kill for a moment after it returns: its
     * commit is written with the next ones (H2's background writer, {@link DeferredCommits}; on
     * PostgreSQL {@code synchronous_commit} off for its transaction). Only for a call of an
     * ungated read tool: never for a step that arms, answers or decides a gate, or writes data.
     */
    public <T> T runDeferred(SandboxId sandbox, Supplier<T> step) {
        return DeferredCommits.during(() -> run(sandbox, step));
    }

    public void run(SandboxId sandbox, Runnable step) {
        run(sandbox, () -> {
            step.run();
            return null;
        });
    }

    /**
     * Locks the sandbox for the rest of the transaction, unless this transaction holds it already:
     * its row on PostgreSQL, which the nodes share; a lock in this process on the embedded H2 ({@link SandboxLocks}).
     * With {@code deferCommit}, for a transaction this step opened, its commit on PostgreSQL does not wait for the flush.
     */
    private void lock(SandboxId sandbox, boolean deferCommit) {
        if (LockOrder.taking(sandbox, LockOrder.Lock.SANDBOX)) {
            return;
        }
        if (postgres) {
            jdbc.sql(deferCommit ? LOCK_AND_DEFER_COMMIT : LOCK)
                    .param(sandbox.value())
                    .query(String.class)
                    .optional();
        } else {
            SandboxLocks.lockUntilCompletion(sandbox);
        }
    }
}
