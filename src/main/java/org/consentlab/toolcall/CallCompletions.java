package org.consentlab.toolcall;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Signals "this call reached a final state" to whoever waits for it, so that a waiting agent
 * (or a page showing what the agent received) never holds a thread while a person decides.
 * The signal fires after the deciding transaction commits, so a waiter reads the final record.
 */
@Component
class CallCompletions {

    private final Map<Long, List<CompletableFuture<Void>>> waiting = new ConcurrentHashMap<>();

    CompletableFuture<Void> register(long callId) {
        CompletableFuture<Void> signal = new CompletableFuture<>();
        waiting.computeIfAbsent(callId, id -> new CopyOnWriteArrayList<>()).add(signal);
        return signal;
    }

    void finished(long callId) {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    fire(callId);
                }
            });
        } else {
            fire(callId);
        }
    }

    private void fire(long callId) {
        List<CompletableFuture<Void>> signals = waiting.remove(callId);
        if (signals != null) {
            signals.forEach(signal -> signal.complete(null));
        }
    }
}
