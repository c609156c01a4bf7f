package org.consentlab.mcp;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.consentlab.sandbox.DeferredCommits;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Agents' calls are served a few at a time, fairly per sandbox, however many an agent sends at
 * once. A call that finds every slot taken waits (on its own thread, without using the processor)
 * in one of two lanes: a call whose tool needs a person's decision waits in the gated lane, which
 * is served first, because a person is about to see its gate; every other call waits in the
 * ungated lane. Within a lane, sandboxes take turns ({@link RoundRobinQueue}), so one sandbox's
 * flood delays another sandbox's call by at most one call per sandbox ahead of it. Ungated calls
 * hold at most a set number of the slots ({@link AgentSlotCount#ungatedOf}: never every slot, and
 * one processor left to gated calls), so a gated call starts at once unless other gated calls hold
 * the rest; only once no gated call has come for a while ({@link ReadLimit}) may they hold one
 * more, a processor nobody is waiting for. From a gated call's start until it is answered, no
 * further ungated call starts (reads already running finish), so the gated call does not share
 * the processors with a flood of reads either; so that a stream of gated calls cannot starve
 * reads, one read may start beside them once {@value #GATED_TURNS_PER_READ} gated calls have
 * started since the last read did. A freed slot is handed straight to the next waiting call that
 * may have it, so nobody can cut in between.
 */
@Component
class AgentSlots {

    /** Which line a call waits in when every slot is taken. */
    enum Lane {
        GATED,
        UNGATED
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final RoundRobinQueue<Turn> gated = new RoundRobinQueue<>();
    private final RoundRobinQueue<Turn> ungated = new RoundRobinQueue<>();
    private final int slots;
    /** How many slots ungated calls may hold at once: fewer than all, so that gated calls find one. */
    private final ReadLimit limit;

    private final Duration patience;
    private final LongSupplier nanoTime;
    /** When the last gated call arrived ({@link #nanoTime}); reads hold more slots only long after it. */
    private long lastGated;
    /** Slots nobody holds: a freed slot goes to a waiting call that may take it, so these are all nobody may take. */
    private int free;

    private int ungatedHeld;
    private int gatedHeld;
    /** Gated calls out of their slots, waiting for their commits to reach the file: reads wait for them too. */
    private int gatedAnswering;
    /** How many gated calls may start in a row while a read waits: then the read runs beside them. */
    static final int GATED_TURNS_PER_READ = 8;

    /** Gated calls started since the last ungated one: from {@link #GATED_TURNS_PER_READ}, one read may run beside them. */
    private int gatedSinceRead;

    @Autowired
    AgentSlots(AgentSlotCount count, @Value("${consentlab.agent.queue-wait:PT30S}") Duration patience) {
        this(count.slots(), count.readLimit(), patience, System::nanoTime);
    }

    /** {@code slots} slots, all but one of which ungated calls may hold. */
    AgentSlots(int slots, Duration patience) {
        this(slots, slots > 1 ? slots - 1 : 1, patience);
    }

    AgentSlots(int slots, int ungatedLimit, Duration patience) {
        this(slots, ReadLimit.fixed(ungatedLimit), patience, System::nanoTime);
    }

    AgentSlots(int slots, ReadLimit limit, Duration patience, LongSupplier nanoTime) {
        if (slots < 1 || limit.whenCalm() > slots || slots > 1 && limit.whenCalm() == slots) {
            throw new IllegalArgumentException(
                    "at least one agent slot, and one left to gated calls when there are two or more: " + slots
                            + " slots, " + limit);
        }
        this.slots = slots;
        this.limit = limit;
        this.free = slots;
        this.patience = patience;
        this.nanoTime = nanoTime;
        this.lastGated = nanoTime.getAsLong() - limit.calmAfter().toNanos();
    }

    /** One waiting call: woken when a slot is handed to it. */
    private static final class Turn {
        private final Condition handedOver;
        private boolean granted;

        private Turn(Condition handedOver) {
            this.handedOver = handedOver;
        }
    }

    /**
     * Runs the call in a slot, or returns empty if none came to it in time (the caller says "slow
     * down"). The call's commits reach the file after it has left its slot and before this returns
     * ({@link DeferredCommits#forcedOnReturn}): that wait uses no processor and no connection, so
     * the next call may have the slot meanwhile, but a gated call still keeps further reads from
     * starting until it is answered, as it did while it held the slot through the wait.
     */
    <T> Optional<T> run(SandboxId sandbox, Lane lane, Supplier<T> call) {
        if (!enter(sandbox, lane)) {
            return Optional.empty();
        }
        try {
            return Optional.of(DeferredCommits.forcedOnReturn(() -> {
                try {
                    return call.get();
                } finally {
                    leave(lane);
                }
            }));
        } finally {
            if (lane == Lane.GATED) {
                answered();
            }
        }
    }

    private boolean enter(SandboxId sandbox, Lane lane) {
        lock.lock();
        try {
            if (lane == Lane.GATED) {
                lastGated = nanoTime.getAsLong();
            }
            // The read limit may have widened since the last call left: those waiting go first.
            handOver();
            if (mayTake(lane)) {
                take(lane);
                return true;
            }
            RoundRobinQueue<Turn> line = lane == Lane.GATED ? gated : ungated;
            Turn turn = new Turn(lock.newCondition());
            line.add(sandbox, turn);
            long left = patience.toNanos();
            try {
                while (!turn.granted && left > 0) {
                    left = turn.handedOver.awaitNanos(left);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (!turn.granted) {
                line.remove(sandbox, turn);
            }
            return turn.granted;
        } finally {
            lock.unlock();
        }
    }

    private void leave(Lane lane) {
        lock.lock();
        try {
            free++;
            if (lane == Lane.UNGATED) {
                ungatedHeld--;
            } else {
                gatedHeld--;
                gatedAnswering++;
            }
            handOver();
        } finally {
            lock.unlock();
        }
    }

    /** A gated call out of its slot has its commits in the file: reads may start again. */
    private void answered() {
        lock.lock();
        try {
            gatedAnswering--;
            handOver();
        } finally {
            lock.unlock();
        }
    }

    /** Hands every slot a waiting call may take to it; the last gated call leaving may let several reads in at once. */
    private void handOver() {
        while (true) {
            Lane nextLane = readsTurn() || gated.size() == 0 ? Lane.UNGATED : Lane.GATED;
            Turn next = mayTake(nextLane) ? (nextLane == Lane.GATED ? gated : ungated).poll() : null;
            if (next == null) {
                return;
            }
            take(nextLane);
            next.granted = true;
            next.handedOver.signal();
        }
    }

    /**
     * Whether a call of {@code lane} may take a slot now: ungated calls leave the gated lane its
     * slot, and wait while a gated call runs, unless the gated calls have had their turns and none
     * runs beside them yet.
     */
    private boolean mayTake(Lane lane) {
        if (free == 0) {
            return false;
        }
        if (lane == Lane.GATED) {
            return true;
        }
        return gatedHeld + gatedAnswering == 0
                ? ungatedHeld < ungatedLimit()
                : ungatedHeld == 0 && gatedSinceRead >= GATED_TURNS_PER_READ;
    }

    private int ungatedLimit() {
        return nanoTime.getAsLong() - lastGated >= limit.calmAfter().toNanos() ? limit.whenCalm() : limit.whileGated();
    }

    /** A waiting read goes before waiting gated calls once they have had their turns since the last read. */
    private boolean readsTurn() {
        return ungated.size() > 0 && gatedSinceRead >= GATED_TURNS_PER_READ && mayTake(Lane.UNGATED);
    }

    private void take(Lane lane) {
        free--;
        if (lane == Lane.UNGATED) {
            ungatedHeld++;
            gatedSinceRead = 0;
        } else {
            gatedHeld++;
            gatedSinceRead++;
        }
    }

    int slots() {
        return slots;
    }

    /** Calls waiting for a slot now, in both lanes. */
    int waiting() {
        return guarded(() -> gated.size() + ungated.size());
    }

    /** Sandboxes with a queue of waiting calls now: a queue is dropped once it is empty. */
    int queues() {
        return guarded(() -> gated.sandboxes() + ungated.sandboxes());
    }

    private int guarded(IntSupplier reading) {
        lock.lock();
        try {
            return reading.getAsInt();
        } finally {
            lock.unlock();
        }
    }
}
