package org.consentlab.mcp;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Agents' calls are served a few at a time (first come, first served), however many an agent
 * sends at once: the others wait on their own threads without using the processor, so a
 * person's click competes with at most {@code slots} agent calls, never with a whole swarm.
 */
@Component
class AgentSlots {

    private final Semaphore slots;
    private final Duration patience;

    AgentSlots(@Value("${consentlab.agent.concurrent-calls:2}") int slots,
               @Value("${consentlab.agent.queue-wait:PT30S}") Duration patience) {
        this.slots = new Semaphore(slots, true);
        this.patience = patience;
    }

    /** Runs the call in a slot, or returns empty if none came free in time (the caller says "slow down"). */
    <T> Optional<T> run(Supplier<T> call) {
        try {
            if (!slots.tryAcquire(patience.toMillis(), TimeUnit.MILLISECONDS)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        try {
            return Optional.of(call.get());
        } finally {
            slots.release();
        }
    }
}
