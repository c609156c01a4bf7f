package org.consentlab.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Requests in a closed loop: one worker per wire sends its next request when its last was
 * answered, so the load never queues more than the server serves. A cold app warmed this way
 * compiles its hot paths without falling behind. An open loop at a room's rate does fall behind
 * on a cold app, and its HTTP clients then open a connection for each request waiting (2,046 in
 * one run), which stay open, used in turn, and which the app's collector copies on every young
 * pause until they are old (docs/performance.md).
 */
final class ClosedLoop {

    /** Rounds at most before a warm-up gives up waiting for the rate to level off. */
    static final int WARM_ROUNDS = 9;

    private ClosedLoop() {}

    /**
     * Rounds of {@code round} until two in a row each serve less than 10 % more than the round
     * before them, at most {@value #WARM_ROUNDS}; the rate of each round. One such round alone came
     * early (199, 279, 283, then 416 reads/s after a room), so it takes two.
     */
    static List<Double> warm(List<McpWire> wires, Function<McpWire, CompletableFuture<?>> request, Duration round) {
        List<Double> rounds = new ArrayList<>();
        do {
            rounds.add(perSecond(wires, request, round));
        } while (rounds.size() < WARM_ROUNDS && !levelledOff(rounds));
        return rounds;
    }

    /** Requests answered a second for {@code length}, one worker per wire. */
    static double perSecond(List<McpWire> wires, Function<McpWire, CompletableFuture<?>> request, Duration length) {
        long start = System.nanoTime();
        long end = start + length.toNanos();
        AtomicInteger answered = new AtomicInteger();
        try (var workers = Executors.newVirtualThreadPerTaskExecutor()) {
            wires.forEach(wire -> workers.submit(() -> {
                while (System.nanoTime() < end) {
                    request.apply(wire).join();
                    answered.incrementAndGet();
                }
                return null;
            }));
        }
        return answered.get() / ((System.nanoTime() - start) / 1e9);
    }

    /** Whether each of the last two rounds served less than 10 % more than the round before it. */
    private static boolean levelledOff(List<Double> rounds) {
        int last = rounds.size() - 1;
        return last >= 2
                && rounds.get(last) < 1.1 * rounds.get(last - 1)
                && rounds.get(last - 1) < 1.1 * rounds.get(last - 2);
    }

    /** Rates as a list for a results row: {@code 199, 279, 283}. */
    static String rates(List<Double> rounds) {
        return String.join(
                ", ", rounds.stream().map(rate -> "%.0f".formatted(rate)).toList());
    }
}
