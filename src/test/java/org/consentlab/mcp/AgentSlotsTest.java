package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.consentlab.mcp.AgentSlots.Lane;
import org.consentlab.sandbox.DeferredCommits;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Agents' calls are served a few at a time, sandboxes in turn, gated calls first; a call that
 * finds no slot in time is turned away. Nothing here is timed: each test holds every slot open,
 * lines calls up one by one (waiting until each is queued), then lets them through and looks at
 * the order they were served in.
 */
class AgentSlotsTest {

    private static final Duration LONG = Duration.ofMinutes(1);
    private static final SandboxId A = SandboxId.random();
    private static final SandboxId B = SandboxId.random();
    private static final SandboxId C = SandboxId.random();

    private final ExecutorService agents = Executors.newCachedThreadPool();
    private final CountDownLatch leave = new CountDownLatch(1);
    private final List<String> served = Collections.synchronizedList(new ArrayList<>());
    private final List<Future<Optional<String>>> calls = new ArrayList<>();

    @AfterEach
    void stopAgents() {
        leave.countDown();
        agents.shutdownNow();
    }

    @Test
    void aCallWaitsForAFreeSlotAndIsTurnedAwayWhenNoneComesFree() throws Exception {
        AgentSlots slots = new AgentSlots(1, Duration.ofMillis(200));
        holdEverySlot(slots);

        assertThat(slots.run(B, Lane.UNGATED, () -> "second"))
                .as("the only slot is taken throughout")
                .isEmpty();
        assertThat(slots.waiting()).as("a call that gave up no longer waits").isZero();
        assertThat(slots.queues()).isZero();

        letThrough();
        assertThat(slots.run(B, Lane.UNGATED, () -> "third")).contains("third");
    }

    @Test
    void aFloodFromOneSandboxGetsAtMostOneCallAheadOfAnotherSandboxsCall() throws Exception {
        AgentSlots slots = oneSlotHeldWithReadsOfA(20);
        queue(slots, B, Lane.UNGATED, "B");
        assertThat(slots.queues()).isEqualTo(2);

        letThrough();

        assertThat(served).hasSize(21);
        assertThat(served.indexOf("B"))
                .as("B's call behind A's 20, served: %s", served)
                .isLessThanOrEqualTo(1);
        assertThat(served.stream().filter(call -> call.startsWith("A")).toList())
                .as("one sandbox's own calls stay in the order they came")
                .containsExactly(numbered("A", 20));
        assertThat(slots.queues()).as("empty queues are dropped").isZero();
    }

    @Test
    void sandboxesTakeTurns() throws Exception {
        AgentSlots slots = oneSlotHeldWithReadsOfA(3);
        queue(slots, B, Lane.UNGATED, "B1");
        queue(slots, B, Lane.UNGATED, "B2");
        queue(slots, C, Lane.UNGATED, "C1");

        letThrough();

        assertThat(served).containsExactly("A1", "B1", "C1", "A2", "B2", "A3");
    }

    @Test
    void aGatedCallOvertakesEveryQueuedRead() throws Exception {
        AgentSlots slots = new AgentSlots(1, LONG);
        holdEverySlot(slots);
        for (int i = 1; i <= 5; i++) {
            queue(slots, A, Lane.UNGATED, "A" + i);
            queue(slots, B, Lane.UNGATED, "B" + i);
        }
        queue(slots, C, Lane.GATED, "C gate");
        queue(slots, A, Lane.GATED, "A gate");

        letThrough();

        assertThat(served).hasSize(12);
        assertThat(served.subList(0, 2)).as("served: %s", served).containsExactly("C gate", "A gate");
    }

    @Test
    void readsHoldAllButOneSlotAndAGatedCallTakesTheLastAtOnce() throws Exception {
        AgentSlots slots = new AgentSlots(3, LONG);
        CountDownLatch readsInside = new CountDownLatch(2);
        for (int i = 0; i < 2; i++) {
            hold(slots, A, Lane.UNGATED, readsInside);
        }
        // Both reads must hold their slots before the third arrives, or it could take one of them.
        assertThat(readsInside.await(20, TimeUnit.SECONDS)).isTrue();
        queue(slots, B, Lane.UNGATED, "third read");
        assertThat(served)
                .as("a third read waits while two hold two of the three slots")
                .isEmpty();

        CountDownLatch gateInside = new CountDownLatch(1);
        hold(slots, C, Lane.GATED, gateInside);
        assertThat(gateInside.await(20, TimeUnit.SECONDS))
                .as("the gated call got the slot kept for it")
                .isTrue();
        queue(slots, C, Lane.GATED, "second gate");

        letThrough();
        assertThat(served).containsExactlyInAnyOrder("second gate", "third read");
    }

    /** Four slots on two processors: one read at a time, and gated calls find three slots free beside it. */
    @Test
    void readsHoldNoMoreSlotsThanTheirLimitAndGatedCallsTakeTheRest() throws Exception {
        AgentSlots slots = new AgentSlots(4, 1, LONG);
        CountDownLatch readInside = new CountDownLatch(1);
        hold(slots, A, Lane.UNGATED, readInside);
        assertThat(readInside.await(20, TimeUnit.SECONDS)).isTrue();
        queue(slots, B, Lane.UNGATED, "second read");
        assertThat(served).as("a second read waits though three slots are free").isEmpty();

        CountDownLatch gatesInside = new CountDownLatch(3);
        for (SandboxId sandbox : List.of(A, B, C)) {
            hold(slots, sandbox, Lane.GATED, gatesInside);
        }
        assertThat(gatesInside.await(20, TimeUnit.SECONDS))
                .as("three gated calls start at once beside the read")
                .isTrue();

        letThrough();
        assertThat(served).containsExactly("second read");
    }

    /** Two processors, four slots: two reads at once while no gated call has come, but no third. */
    @Test
    void readsHoldOneSlotPerProcessorWhileNoGatedCallComes() throws Exception {
        AgentSlots slots = new AgentSlots(4, new ReadLimit(1, 2, Duration.ofSeconds(1)), LONG, new AtomicLong()::get);
        CountDownLatch readsInside = new CountDownLatch(2);
        hold(slots, A, Lane.UNGATED, readsInside);
        hold(slots, B, Lane.UNGATED, readsInside);
        assertThat(readsInside.await(20, TimeUnit.SECONDS))
                .as("no gated call came yet: two reads at once")
                .isTrue();
        queue(slots, C, Lane.UNGATED, "third read");
        assertThat(served).as("a third read waits though two slots are free").isEmpty();

        letThrough();
        assertThat(served).containsExactly("third read");
    }

    @Test
    void aGatedCallNarrowsReadsToOneAndTheyWidenAgainOnlyAfterTheCalmPeriod() throws Exception {
        AtomicLong nanos = new AtomicLong();
        AgentSlots slots = new AgentSlots(4, new ReadLimit(1, 2, Duration.ofSeconds(1)), LONG, nanos::get);
        assertThat(slots.run(C, Lane.GATED, () -> "gate")).contains("gate");
        CountDownLatch readInside = new CountDownLatch(1);
        hold(slots, A, Lane.UNGATED, readInside);
        assertThat(readInside.await(20, TimeUnit.SECONDS)).isTrue();
        queue(slots, B, Lane.UNGATED, "second read");
        nanos.addAndGet(Duration.ofMillis(999).toNanos());
        queue(slots, C, Lane.UNGATED, "third read");
        assertThat(served)
                .as("a gated call came under a second ago: one read at a time")
                .isEmpty();

        nanos.addAndGet(Duration.ofMillis(1).toNanos());
        // The next call to arrive finds the limit widened and lets those waiting go first, one beside the held read.
        calls.add(agents.submit(() -> slots.run(A, Lane.UNGATED, () -> {
            served.add("fourth read");
            return "fourth read";
        })));
        await().atMost(Duration.ofSeconds(20)).until(() -> served.size() == 3);
        assertThat(served)
                .as("served beside the read still held, in their turn")
                .containsExactly("second read", "third read", "fourth read");
        letThrough();
        assertThat(served).containsExactly("second read", "third read", "fourth read");
    }

    @Test
    void whileAGatedCallRunsNoFurtherReadStarts() throws Exception {
        AgentSlots slots = new AgentSlots(4, LONG);
        CountDownLatch gateInside = new CountDownLatch(1);
        hold(slots, C, Lane.GATED, gateInside);
        assertThat(gateInside.await(20, TimeUnit.SECONDS)).isTrue();
        // Three of the four slots are free, and reads may hold three when no gated call runs: these wait.
        queue(slots, A, Lane.UNGATED, "first read");
        queue(slots, B, Lane.UNGATED, "second read");
        assertThat(served).isEmpty();

        letThrough();
        assertThat(served).containsExactlyInAnyOrder("first read", "second read");
    }

    @Test
    void aStreamOfGatedCallsLetsAWaitingReadInAfterItsTurnsAndTheReadRunsBesideThem() throws Exception {
        AgentSlots slots = new AgentSlots(2, LONG);
        CountDownLatch firstGateLeaves = holdUntil(slots, Lane.GATED);
        queue(slots, A, Lane.UNGATED, "read");
        // Gated calls come one after another through the other slot while the first still runs.
        for (int turn = 2; turn < AgentSlots.GATED_TURNS_PER_READ; turn++) {
            assertThat(slots.run(C, Lane.GATED, () -> "gate")).isPresent();
        }
        assertThat(served)
                .as("the read waits while fewer gated calls than their turns have started")
                .isEmpty();

        assertThat(slots.run(C, Lane.GATED, () -> "gate")).isPresent();
        await().atMost(Duration.ofSeconds(20)).until(() -> served.contains("read"));
        assertThat(firstGateLeaves.getCount())
                .as("the read ran beside the first gated call")
                .isOne();
        firstGateLeaves.countDown();
    }

    /**
     * A gated call whose commit waits for the file: the wait is after its slot, so the next gated
     * call runs in the only slot meanwhile, while a read still waits until the first is answered.
     */
    @Test
    void aGatedCallWaitsForTheFileOutOfItsSlotAndReadsWaitForItsAnswer() throws Exception {
        AgentSlots slots = new AgentSlots(1, LONG);
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch written = new CountDownLatch(1);
        Future<Optional<String>> first = agents.submit(() -> slots.run(A, Lane.GATED, () -> {
            DeferredCommits.postpone(() -> {
                writing.countDown();
                awaitQuietly(written);
            });
            return "first gate";
        }));
        assertThat(writing.await(20, TimeUnit.SECONDS)).isTrue();

        assertThat(slots.run(C, Lane.GATED, () -> "second gate"))
                .as("the slot is free while the first call's commit goes to the file")
                .contains("second gate");
        queue(slots, B, Lane.UNGATED, "read");
        assertThat(first.isDone())
                .as("the first call is answered only once its commit is in the file")
                .isFalse();
        assertThat(served)
                .as("no read starts before the gated call is answered")
                .isEmpty();

        written.countDown();
        assertThat(first.get(20, TimeUnit.SECONDS)).contains("first gate");
        await().atMost(Duration.ofSeconds(20)).until(() -> served.contains("read"));
    }

    /** A call of sandbox B that holds its slot until the returned latch is counted down. */
    private CountDownLatch holdUntil(AgentSlots slots, Lane lane) throws InterruptedException {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch leaves = new CountDownLatch(1);
        calls.add(agents.submit(() -> slots.run(B, lane, () -> {
            inside.countDown();
            awaitQuietly(leaves);
            return "held";
        })));
        assertThat(inside.await(20, TimeUnit.SECONDS)).isTrue();
        return leaves;
    }

    /** A single slot, held, and {@code reads} calls of sandbox A waiting for it: A1, A2, … */
    private AgentSlots oneSlotHeldWithReadsOfA(int reads) throws InterruptedException {
        AgentSlots slots = new AgentSlots(1, LONG);
        holdEverySlot(slots);
        for (int i = 1; i <= reads; i++) {
            queue(slots, A, Lane.UNGATED, "A" + i);
        }
        return slots;
    }

    /** A single slot's call, held open until {@link #letThrough()}. */
    private void holdEverySlot(AgentSlots slots) throws InterruptedException {
        assertThat(slots.slots()).isOne();
        CountDownLatch inside = new CountDownLatch(1);
        hold(slots, C, Lane.UNGATED, inside);
        assertThat(inside.await(20, TimeUnit.SECONDS)).isTrue();
    }

    /** A call that counts {@code inside} down once in its slot and stays there until {@link #letThrough()}. */
    private void hold(AgentSlots slots, SandboxId sandbox, Lane lane, CountDownLatch inside) {
        calls.add(agents.submit(() -> slots.run(sandbox, lane, () -> {
            inside.countDown();
            awaitQuietly(leave);
            return "held";
        })));
    }

    /** Sends a call and returns once it waits for a slot, so calls queue in exactly this order. */
    private void queue(AgentSlots slots, SandboxId sandbox, Lane lane, String name) {
        int before = slots.waiting();
        calls.add(agents.submit(() -> slots.run(sandbox, lane, () -> {
            served.add(name);
            return name;
        })));
        await().alias(name + " waits for a slot")
                .atMost(Duration.ofSeconds(20))
                .until(() -> slots.waiting() == before + 1);
    }

    private void letThrough() throws Exception {
        leave.countDown();
        for (Future<Optional<String>> call : calls) {
            assertThat(call.get(20, TimeUnit.SECONDS)).isPresent();
        }
    }

    private static String[] numbered(String prefix, int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> prefix + i).toArray(String[]::new);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
