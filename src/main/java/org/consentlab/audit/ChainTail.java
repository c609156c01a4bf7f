package org.consentlab.audit;

import java.util.function.Supplier;
import org.consentlab.sandbox.SandboxId;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The end of a sandbox's chain as the running transaction sees it. The chain head is read once,
 * at the transaction's first row, and written once, just before the transaction commits, with
 * the last row's seq and hash; the rows in between follow from the tail kept here (a read appends
 * two rows: two statements fewer than reading and writing the head for each). The sandbox's lock
 * is held from the first read to the commit, so no other transaction links a row meanwhile; a
 * transaction that rolls back leaves the head as it was, with its rows.
 */
final class ChainTail {

    /** Writes the head once the transaction's rows are in. */
    interface HeadWriter {
        void write(SandboxId sandbox, long seq, String hash);
    }

    private final SandboxId sandbox;
    private final HeadWriter writer;
    private String hash;
    private long seq;
    private boolean moved;
    private boolean current = true;

    private ChainTail(SandboxId sandbox, String hash, HeadWriter writer) {
        this.sandbox = sandbox;
        this.hash = hash;
        this.writer = writer;
    }

    /**
     * This transaction's tail of the sandbox's chain; the first time, {@code readHead} reads the
     * head and returns its hash, and the head is written before the commit.
     */
    static ChainTail of(SandboxId sandbox, Supplier<String> readHead, HeadWriter writer) {
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
        ChainTail fresh = new ChainTail(sandbox, readHead.get(), writer);
        TransactionSynchronizationManager.bindResource(ChainTail.class, fresh);
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void beforeCommit(boolean readOnly) {
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

    /** The hash the next row follows. */
    String hash() {
        return hash;
    }

    /** A row with {@code rowSeq} and {@code rowHash} was appended after the tail. */
    void appended(long rowSeq, String rowHash) {
        this.seq = rowSeq;
        this.hash = rowHash;
        this.moved = true;
    }

    private void writeHead() {
        if (moved && current) {
            writer.write(sandbox, seq, hash);
        }
    }
}
