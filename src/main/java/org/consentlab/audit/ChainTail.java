package org.consentlab.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.consentlab.sandbox.SandboxId;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The end of a sandbox's chain as the running transaction sees it. The chain head is read once,
 * at the transaction's first row, and written once, just before the transaction commits, with
 * the last row's seq and hash; the rows in between follow from the tail kept here (a read appends
 * two rows: two statements fewer than reading and writing the head for each). The rows themselves
 * wait here too, linked and hashed, and are written together as the transaction commits, or
 * before anything in it reads the audit log ({@link #flush}). The sandbox's lock is held from the
 * first read to the commit, so no other transaction links a row meanwhile; a transaction that
 * rolls back leaves the head as it was, and writes none of its rows.
 */
final class ChainTail {

    private final SandboxId sandbox;
    private final AuditRows rows;
    private final List<AuditRows.Linked> pending = new ArrayList<>();
    private String hash;
    private long seq;
    private boolean moved;
    private boolean current = true;

    private ChainTail(SandboxId sandbox, String hash, AuditRows rows) {
        this.sandbox = sandbox;
        this.hash = hash;
        this.rows = rows;
    }

    /**
     * This transaction's tail of the sandbox's chain; the first time, {@code readHead} reads the
     * head and returns its hash, and the head is written before the commit.
     */
    static ChainTail of(SandboxId sandbox, Supplier<String> readHead, AuditRows rows) {
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            throw new IllegalStateException("an audit row is appended inside a transaction");
        }
        ChainTail tail = (ChainTail) TransactionSynchronizationManager.getResource(ChainTail.class);
        if (tail != null) {
            if (!tail.sandbox.equals(sandbox)) {
                throw new IllegalStateException("audit rows of two sandboxes in one transaction");
            }
            return tail;
        }
        ChainTail fresh = new ChainTail(sandbox, readHead.get(), rows);
        TransactionSynchronizationManager.bindResource(ChainTail.class, fresh);
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void beforeCommit(boolean readOnly) {
                fresh.writeRows();
                fresh.writeHead();
            }

            // A transaction started inside this one (none does today) keeps a tail of its own.
            @Override
            public void suspend() {
                TransactionSynchronizationManager.unbindResourceIfPossible(ChainTail.class);
            }

            @Override
            public void resume() {
                if (fresh.current) {
                    TransactionSynchronizationManager.bindResource(ChainTail.class, fresh);
                }
            }

            @Override
            public void afterCompletion(int status) {
                TransactionSynchronizationManager.unbindResourceIfPossible(ChainTail.class);
            }
        });
        return fresh;
    }

    /**
     * The chain was cut and started again in this transaction ({@link AuditLog#removeChain}): the
     * tail read before no longer applies, and the next row reads the head again.
     */
    static void forget() {
        if (TransactionSynchronizationManager.hasResource(ChainTail.class)) {
            ((ChainTail) TransactionSynchronizationManager.unbindResource(ChainTail.class)).current = false;
        }
    }

    /**
     * The rows this transaction appended so far are written now: it is about to read the audit
     * log, and must find its own rows there. Outside a transaction there is nothing waiting.
     */
    static void flush() {
        if (TransactionSynchronizationManager.getResource(ChainTail.class) instanceof ChainTail tail) {
            tail.writeRows();
        }
    }

    /** The hash the next row follows. */
    String hash() {
        return hash;
    }

    /** {@code row}, linked to the tail with {@code rowHash}, is appended: written with the others before the commit. */
    void append(AuditRecord row, String rowHash) {
        pending.add(new AuditRows.Linked(row, hash, rowHash));
        this.seq = row.seq();
        this.hash = rowHash;
        this.moved = true;
    }

    private void writeRows() {
        if (!pending.isEmpty()) {
            rows.rows(List.copyOf(pending));
            pending.clear();
        }
    }

    private void writeHead() {
        if (moved && current) {
            rows.head(sandbox, seq, hash);
        }
    }
}
