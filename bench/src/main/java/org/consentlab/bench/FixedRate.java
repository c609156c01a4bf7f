package org.consentlab.bench;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;

/**
 * Requests at a fixed rate, sent on a schedule whether or not earlier answers have come back
 * (an open loop, as independent agents send them). A request's latency counts from the moment
 * it was due, not from when it happened to be sent, so a stalled server cannot hide its stall
 * by delaying the next requests (no coordinated omission).
 */
final class FixedRate {

    private FixedRate() {}

    /** Latencies (µs) of {@code perSecond} requests a second for {@code length}, round robin over the sessions. */
    static Latencies run(
            List<McpWire> sessions, int perSecond, Duration length, Function<McpWire, CompletableFuture<?>> request)
            throws Exception {
        int total = (int) (perSecond * length.toMillis() / 1000);
        long[] micros = new long[total];
        AtomicInteger failed = new AtomicInteger();
        CompletableFuture<?>[] all = new CompletableFuture<?>[total];
        long period = TimeUnit.SECONDS.toNanos(1) / perSecond;
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(50);
        for (int i = 0; i < total; i++) {
            long due = start + i * period;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            int index = i;
            all[i] = request.apply(sessions.get(i % sessions.size())).handle((answer, failure) -> {
                micros[index] = (System.nanoTime() - due) / 1000;
                if (failure != null) {
                    failed.incrementAndGet();
                }
                return null;
            });
        }
        CompletableFuture.allOf(all).get(120, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        return new Latencies(micros, failed.get(), total / seconds);
    }

    /** Keeps {@code perSecond} requests a second going in the background until stopped; counts them. */
    static Background background(
            List<McpWire> sessions, int perSecond, Function<McpWire, CompletableFuture<?>> request) {
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicInteger sent = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        AtomicInteger inFlight = new AtomicInteger();
        Map<String, Integer> causes = new ConcurrentHashMap<>();
        Thread load = Thread.ofPlatform()
                .daemon()
                .name("bench-background-agents")
                .start(() -> {
                    long period = TimeUnit.SECONDS.toNanos(1) / perSecond;
                    long next = System.nanoTime();
                    for (int i = 0; running.get(); i++) {
                        LockSupport.parkNanos(next - System.nanoTime());
                        next += period;
                        inFlight.incrementAndGet();
                        request.apply(sessions.get(i % sessions.size())).whenComplete((answer, failure) -> {
                            inFlight.decrementAndGet();
                            if (failure != null) {
                                failed.incrementAndGet();
                                causes.merge(cause(failure), 1, Integer::sum);
                            }
                        });
                        sent.incrementAndGet();
                    }
                });
        return new Background(running, load, sent, failed, inFlight, causes);
    }

    /** A failure in a few words: its innermost exception's class and the start of its message. */
    static String cause(Throwable failure) {
        Throwable inner = failure;
        while ((inner instanceof CompletionException || inner instanceof ExecutionException)
                && inner.getCause() != null) {
            inner = inner.getCause();
        }
        String message = String.valueOf(inner.getMessage()).replaceAll("\\s+", " ");
        return inner.getClass().getSimpleName() + ": " + message.substring(0, Math.min(100, message.length()));
    }

    /** Latencies (µs), failures, and the rate actually served (below the asked rate if the server fell behind). */
    record Latencies(long[] micros, int failed, double served) {}

    /**
     * Background traffic, stopped by {@link #close()}, which also waits (up to a minute) for the
     * requests still in flight: a server that fell behind must catch up before the next measure.
     */
    record Background(
            AtomicBoolean running,
            Thread load,
            AtomicInteger sent,
            AtomicInteger failed,
            AtomicInteger inFlight,
            Map<String, Integer> causes)
            implements AutoCloseable {

        /** The three most frequent causes of failed requests, with their counts. */
        String topCauses() {
            return causes.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .limit(3)
                    .map(cause -> cause.getValue() + "× " + cause.getKey())
                    .reduce((a, b) -> a + "; " + b)
                    .orElse("none");
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            load.join(5000);
            long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
            while (inFlight.get() > 0 && System.nanoTime() < giveUp) {
                Thread.sleep(100);
            }
        }
    }
}
