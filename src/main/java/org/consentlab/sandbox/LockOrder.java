package org.consentlab.sandbox;

import java.util.ArrayList;
import java.util.List;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The one order in which a transaction takes row locks on a sandbox's records, so that no two
 * transactions can wait on each other (docs/how-a-gated-call-runs.md, "Locks"). The sandbox row
 * comes first, always, and a transaction locks one sandbox only; the gate, the tool calls and the
 * audit chain head of that sandbox follow, in this order, each taken again at will once held.
 * Every place that locks a row says so here first, and a lock out of order is refused (the
 * transaction rolls back) rather than left to deadlock under load one day.
 */
public final class LockOrder {

    /** The rows a transaction may lock, in the order it must lock them. */
    public enum Lock {
        SANDBOX,
        GATE,
        TOOL_CALL,
        AUDIT_CHAIN_HEAD
    }

    private record Held(SandboxId sandbox, List<Lock> taken) {}

    private LockOrder() {}

    /**
     * The current transaction is about to lock {@code lock} of {@code sandbox}. Outside a
     * transaction a statement locks one row for its own length only, and nothing is checked.
     *
     * @return whether this transaction already held that lock (a sandbox row need not be locked twice)
     * @throws IllegalStateException if the lock breaks the order
     */
    public static boolean taking(SandboxId sandbox, Lock lock) {
        if (!TransactionSynchronizationManager.isActualTransactionActive()) {
            return false;
        }
        Held held = (Held) TransactionSynchronizationManager.getResource(LockOrder.class);
        if (held == null) {
            if (lock != Lock.SANDBOX) {
                throw new IllegalStateException("lock order: " + lock + " taken before its SANDBOX row");
            }
            bind(new Held(sandbox, new ArrayList<>(List.of(lock))));
            return false;
        }
        if (!held.sandbox().equals(sandbox)) {
            throw new IllegalStateException("lock order: a second sandbox locked in one transaction");
        }
        if (held.taken().contains(lock)) {
            return true;
        }
        Lock last = held.taken().getLast();
        if (lock.compareTo(last) < 0) {
            throw new IllegalStateException("lock order: " + lock + " taken after " + last);
        }
        held.taken().add(lock);
        return false;
    }

    /** As above, for a row of the sandbox whose row this transaction locked already. */
    public static boolean taking(Lock lock) {
        Held held = (Held) TransactionSynchronizationManager.getResource(LockOrder.class);
        if (held == null && TransactionSynchronizationManager.isActualTransactionActive()) {
            throw new IllegalStateException("lock order: " + lock + " taken before its SANDBOX row");
        }
        return held != null && taking(held.sandbox(), lock);
    }

    /** The locks the current transaction took so far, in the order it took them. */
    public static List<Lock> held() {
        Held held = (Held) TransactionSynchronizationManager.getResource(LockOrder.class);
        return held == null ? List.of() : List.copyOf(held.taken());
    }

    private static void bind(Held held) {
        TransactionSynchronizationManager.bindResource(LockOrder.class, held);
        TransactionSynchronizationManager.registerSynchronization(
                new org.springframework.transaction.support.TransactionSynchronization() {
                    @Override
                    public void afterCompletion(int status) {
                        TransactionSynchronizationManager.unbindResourceIfPossible(LockOrder.class);
                    }
                });
    }
}
