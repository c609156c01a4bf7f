package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.CannotAcquireLockException;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionSynchronizationUtils;

/**
 * The embedded H2's sandbox lock behaves as the row lock it stands for: held until the
 * transaction completes (commit or rollback), one sandbox's steps one at a time, other sandboxes
 * not held up, and a wait past its patience failing as a lock timeout, which a step retries.
 */
class SandboxLocksTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    @Test
    void aSecondStepOfTheSandboxWaitsUntilTheFirstHasCommitted() throws Exception {
        SandboxId sandbox = SandboxId.random();
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<Void> first = step(sandbox, finish, TransactionSynchronization.STATUS_COMMITTED);
        CompletableFuture<Void> second = atOnce(sandbox);

        Thread.sleep(300);
        assertThat(second)
                .as("the second step waits while the first holds the sandbox")
                .isNotDone();
        finish.countDown();
        first.get(5, TimeUnit.SECONDS);
        second.get(5, TimeUnit.SECONDS);
        assertThat(SandboxLocks.inUse()).isZero();
    }

    @Test
    void aRollbackReleasesTheSandboxToo() throws Exception {
        SandboxId sandbox = SandboxId.random();
        step(sandbox, new CountDownLatch(0), TransactionSynchronization.STATUS_ROLLED_BACK)
                .get(5, TimeUnit.SECONDS);
        atOnce(sandbox).get(1, TimeUnit.SECONDS);
        assertThat(SandboxLocks.inUse()).isZero();
    }

    @Test
    void anotherSandboxIsNotHeldUp() throws Exception {
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<Void> holding = step(SandboxId.random(), finish, TransactionSynchronization.STATUS_COMMITTED);
        atOnce(SandboxId.random()).get(1, TimeUnit.SECONDS);
        assertThat(holding).isNotDone();
        finish.countDown();
        holding.get(5, TimeUnit.SECONDS);
    }

    @Test
    void aWaitPastItsPatienceFailsAsALockTimeoutAndLeavesNothingBehind() throws Exception {
        SandboxId sandbox = SandboxId.random();
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<Void> holding = step(sandbox, finish, TransactionSynchronization.STATUS_COMMITTED);
        CompletableFuture<Void> waiting = atOnce(sandbox);

        assertThatThrownBy(() -> waiting.get(SandboxLocks.PATIENCE.toSeconds() + 5, TimeUnit.SECONDS))
                .hasCauseInstanceOf(CannotAcquireLockException.class);
        finish.countDown();
        holding.get(5, TimeUnit.SECONDS);
        assertThat(SandboxLocks.inUse()).isZero();
    }

    /** The database's commit lets the sandbox go, before the commit's wait for the file and before the transaction completes. */
    @Test
    void theSandboxIsFreeOnceTheDatabaseHasCommitted() throws Exception {
        SandboxId sandbox = SandboxId.random();
        CountDownLatch written = new CountDownLatch(1);
        CompletableFuture<Void> writing =
                step(sandbox, written, TransactionSynchronization.STATUS_COMMITTED, SandboxLocks::committed);

        atOnce(sandbox).get(1, TimeUnit.SECONDS);
        assertThat(writing).as("the first step still waits for the file").isNotDone();
        written.countDown();
        writing.get(5, TimeUnit.SECONDS);
        assertThat(SandboxLocks.inUse()).as("nothing is left locked").isZero();
    }

    /** A transaction that commits as soon as it has the sandbox. */
    private CompletableFuture<Void> atOnce(SandboxId sandbox) throws InterruptedException {
        return step(sandbox, new CountDownLatch(0), TransactionSynchronization.STATUS_COMMITTED);
    }

    private CompletableFuture<Void> step(SandboxId sandbox, CountDownLatch finish, int status)
            throws InterruptedException {
        return step(sandbox, finish, status, () -> {});
    }

    /**
     * A transaction on a thread of its own: locks the sandbox, runs {@code whenLocked}, waits for
     * {@code finish}, then completes with {@code status}.
     */
    private CompletableFuture<Void> step(SandboxId sandbox, CountDownLatch finish, int status, Runnable whenLocked)
            throws InterruptedException {
        CountDownLatch locked = new CountDownLatch(1);
        CompletableFuture<Void> step = CompletableFuture.runAsync(
                () -> {
                    TransactionSynchronizationManager.initSynchronization();
                    try {
                        SandboxLocks.lockUntilCompletion(sandbox);
                        whenLocked.run();
                        locked.countDown();
                        finish.await();
                        TransactionSynchronizationUtils.invokeAfterCompletion(
                                TransactionSynchronizationManager.getSynchronizations(), status);
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    } finally {
                        TransactionSynchronizationManager.clearSynchronization();
                    }
                },
                threads);
        // The first step of a test has the lock before the next one starts asking for it.
        locked.await(200, TimeUnit.MILLISECONDS);
        return step;
    }
}
