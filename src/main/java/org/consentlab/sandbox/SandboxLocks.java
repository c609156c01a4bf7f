package org.consentlab.sandbox;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
 *
 * <p>Like a row lock, the lock goes as the database commits, not after the commit has reached
 * the file: {@code base.ForcedCommits} calls {@link #committed()} between the two, so the
 * sandbox's next step does not wait for this one's disk write (H2 writes commits in order, so
 * a kill loses the later step with the earlier one). Held through that write, it made a Cancel
 * wait up to 0.8 s behind an agent's reads and serialized a sandbox's gated calls on the disk.
 */
public final class SandboxLocks {

    static final Duration PATIENCE = Duration.ofSeconds(2);

    private static final ConcurrentHashMap<SandboxId, Held> HELD = new ConcurrentHashMap<>();
    /** The lock this thread's transaction holds, until it commits or completes. */
    private static final ThreadLocal<Taken> TAKEN = new ThreadLocal<>();

    /** One transaction's hold of one sandbox, released once: at its commit, or else as it completes. */
    private record Taken(SandboxId sandbox, Held held, AtomicBoolean released) {
        void release() {
            if (released.compareAndSet(false, true)) {
                SandboxLocks.release(sandbox, held, true);
            }
        }
    }

    /**
     * One sandbox's lock and the transactions holding or waiting for it; gone when there are none.
     * The lock is fair: a person's step waiting behind an agent's read is next, whatever reads
     * arrive meanwhile (an unfair lock let a flood of reads of the sandbox cut in ahead of a
     * Cancel: 186 ms median, 747 ms at worst, under an agent reading at concurrency 8).
     */
    private static final class Held {
        final ReentrantLock lock = new ReentrantLock(true);
        int users;
    }

    private SandboxLocks() {}

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
        Taken taken = new Taken(sandbox, held, new AtomicBoolean());
        TAKEN.set(taken);
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            // A transaction started inside this one (none does today) commits without letting this one's sandbox go.
            @Override
            public void suspend() {
                TAKEN.remove();
            }

            @Override
            public void resume() {
                TAKEN.set(taken);
            }

            @Override
            public void afterCompletion(int status) {
                TAKEN.remove();
                taken.release();
            }
        });
    }

    /** The database has committed this thread's transaction: its sandbox is free for the next step now. */
    public static void committed() {
        Taken taken = TAKEN.get();
        if (taken != null) {
            TAKEN.remove();
            taken.release();
        }
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
