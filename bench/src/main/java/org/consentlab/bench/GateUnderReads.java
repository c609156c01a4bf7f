package org.consentlab.bench;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.consentlab.sandbox.SandboxId;

/**
 * A learner's gated call while other sandboxes' agents read flat out, against the same call with
 * nothing else running: what another class's busy agents cost the one call a person is waiting
 * to see. The learner's agent sends {@code delete_account} (answered PENDING) one at a time, and
 * each gate is cancelled before the next call; the others are {@value #READERS} sandboxes' agents,
 * each keeping {@value #IN_FLIGHT} {@code get_account} calls in flight (closed loop, raw JSON-RPC
 * over HTTP). Idle and loaded rounds alternate, so the machine's other work weighs on both alike.
 */
final class GateUnderReads {

    static final int READERS = 7;
    static final int IN_FLIGHT = 4;
    private static final int ROUNDS = 3;
    private static final int SAMPLES = 15;
    private static final long WARM_MS = 1000;

    private final String base;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final AppProcess app;

    GateUnderReads(AppProcess app) {
        this.base = "http://127.0.0.1:" + app.port();
        this.app = app;
    }

    void measure(Results results) throws Exception {
        SandboxId learner = app.newSandbox();
        McpWire agent = McpWire.open(http, base, app.token(learner));
        List<McpWire> readers = new ArrayList<>();
        for (int i = 0; i < READERS; i++) {
            readers.add(McpWire.open(http, base, app.token(app.newSandbox())));
        }
        gatedCalls(agent, learner, SAMPLES); // warm-up, not counted
        List<Long> idle = new ArrayList<>();
        List<Long> loaded = new ArrayList<>();
        AtomicInteger reads = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        long loadedNanos = 0;
        int readsMeasured = 0;
        for (int round = 0; round < ROUNDS; round++) {
            gatedCalls(agent, learner, SAMPLES).forEach(idle::add);
            AtomicBoolean running = new AtomicBoolean(true);
            readers.forEach(wire -> readFlatOut(wire, running, reads, failed));
            Thread.sleep(WARM_MS);
            long start = System.nanoTime();
            int readsBefore = reads.get();
            gatedCalls(agent, learner, SAMPLES).forEach(loaded::add);
            loadedNanos += System.nanoTime() - start;
            readsMeasured += reads.get() - readsBefore;
            running.set(false);
            Thread.sleep(WARM_MS); // the last reads in flight drain
        }
        long[] i = idle.stream().mapToLong(Long::longValue).toArray();
        long[] l = loaded.stream().mapToLong(Long::longValue).toArray();
        double ratio = Stats.median(l) / Stats.median(i);
        results.atMost(
                "A learner's gated call (`delete_account`, PENDING) with %d other sandboxes' agents reading flat out ÷ idle (median)"
                        .formatted(READERS),
                "%.2f× (%s ÷ %s; p95 %s ÷ %s)"
                        .formatted(
                                ratio,
                                Stats.ms(Stats.median(l)),
                                Stats.ms(Stats.median(i)),
                                Stats.ms(Stats.percentile(l, 95)),
                                Stats.ms(Stats.percentile(i, 95))),
                ratio,
                2.0,
                "≤ 2×");
        results.note(("Gate under reads: %d alternating rounds of %d gated calls idle and %d with the readers on "
                        + "(%d sandboxes × %d calls in flight); the readers were served %.0f reads/s while the gated calls were "
                        + "measured (%d failed).")
                .formatted(
                        ROUNDS,
                        SAMPLES,
                        SAMPLES,
                        READERS,
                        IN_FLIGHT,
                        readsMeasured / (loadedNanos / 1e9),
                        failed.get()));
    }

    /** {@code count} gated calls one after another; each one's answer time in µs, its gate cancelled after. */
    private LongStream gatedCalls(McpWire agent, SandboxId learner, int count) throws Exception {
        long[] micros = new long[count];
        for (int n = 0; n < count; n++) {
            long sent = System.nanoTime();
            String answer = agent.callTool(McpWire.GATED).get(60, TimeUnit.SECONDS);
            micros[n] = (System.nanoTime() - sent) / 1000;
            if (!answer.contains("PENDING")) {
                throw new IllegalStateException("the gated call did not arm a gate: " + answer);
            }
            app.cancelPending(learner);
        }
        return LongStream.of(micros);
    }

    /** Keeps {@value #IN_FLIGHT} reads of one sandbox in flight until {@code running} turns false. */
    private static void readFlatOut(McpWire wire, AtomicBoolean running, AtomicInteger reads, AtomicInteger failed) {
        for (int k = 0; k < IN_FLIGHT; k++) {
            next(wire, running, reads, failed);
        }
    }

    private static void next(McpWire wire, AtomicBoolean running, AtomicInteger reads, AtomicInteger failed) {
        if (!running.get()) {
            return;
        }
        CompletableFuture<String> read = wire.callTool(McpWire.READ);
        read.whenComplete((body, error) -> {
            (error == null ? reads : failed).incrementAndGet();
            next(wire, running, reads, failed);
        });
    }
}
