package org.consentlab.sandbox;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.springframework.dao.CannotAcquireLockException;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The sandbox's lock on the embedded H2, where one process opens the database: a lock in this
 * process, held from the step's first statement until its transaction has committed or rolled
 * back, as a row lock would be. H2 would write a row lock into the table's pages like a change
 * and parse its {@code SELECT … FOR UPDATE} anew each time; this costs neither. It is one per JVM,
 * not per application context, so two contexts on one database (tests of two nodes) still
 * exclude each other. A step that waits longer than {@link #PATIENCE} fails as a lock timeout
 * does, and {@link SandboxUnits} runs it again.
 */
final class SandboxLocks {

    static final Duration PATIENCE = Duration.ofSeconds(2);

    private static final ConcurrentHashMap<SandboxId, Held> HELD = new ConcurrentHashMap<>();

    /** One sandbox's lock and the transactions holding or waiting for it; gone when there are none. */
    private static final class Held {
        final ReentrantLock lock = new ReentrantLock();
        int users;
    }

    private SandboxLocks() {
    }

    /** Locks the sandbox until the running transaction completes. */
    static void lockUntilCompletion(SandboxId sandbox) {
        Held held = HELD.compute(sandbox, (id, known) -> {
            Held entry = known != null ? known : new Held();
            entry.users++;
            return entry;
        });
        boolean locked = false;
        try {
            locked = held.lock.tryLock(PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (!locked) {
                release(sandbox, held, false);
            }
        }
        if (!locked) {
            throw new CannotAcquireLockException("sandbox " + sandbox.value() + " stayed locked for " + PATIENCE);
        }
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
                release(sandbox, held, true);
            }
        });
    }

    /** How many sandboxes are locked or waited for now (none once every step has completed). */
    static int inUse() {
        return HELD.size();
    }

    private static void release(SandboxId sandbox, Held held, boolean locked) {
        if (locked) {
            held.lock.unlock();
        }
        HELD.computeIfPresent(sandbox, (id, entry) -> --entry.users == 0 ? null : entry);
    }
}
