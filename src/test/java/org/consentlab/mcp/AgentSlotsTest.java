package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Agents' calls are served a few at a time; one that finds no free slot in time is turned away. */
class AgentSlotsTest {

    @Test
    void aCallWaitsForAFreeSlotAndIsTurnedAwayWhenNoneComesFree() throws Exception {
        AgentSlots slots = new AgentSlots(1, Duration.ofMillis(200));
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch leave = new CountDownLatch(1);
        ExecutorService agent = Executors.newSingleThreadExecutor();
        try {
            Future<Optional<String>> first = agent.submit(() -> slots.run(() -> {
                inside.countDown();
                awaitQuietly(leave);
                return "first";
            }));
            assertThat(inside.await(20, TimeUnit.SECONDS)).isTrue();

            assertThat(slots.run(() -> "second")).as("the only slot is taken throughout").isEmpty();

            leave.countDown();
            assertThat(first.get(20, TimeUnit.SECONDS)).contains("first");
            assertThat(slots.run(() -> "third")).contains("third");
        } finally {
            leave.countDown();
            agent.shutdownNow();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
