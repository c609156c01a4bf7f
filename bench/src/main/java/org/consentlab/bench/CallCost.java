package org.consentlab.bench;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * What a call costs the server, as opposed to what it costs the caller to wait: closed-loop
 * throughput of reads against bare pings (each of {@value #CONCURRENCY} workers sends its next
 * request when its last was answered, over {@value #SANDBOXES} sandboxes), and what a call leaves
 * on disk on H2 while the app runs (the database files' size a few seconds after the calls, minus
 * their size before, per call) with the store's commits per call counted by H2 itself.
 */
final class CallCost {

    private static final int CONCURRENCY = 16;
    private static final int SANDBOXES = 8;
    private static final Duration ROUND = Duration.ofSeconds(5);
    private static final int DISK_CALLS = 3000;

    private final AppProcess app;
    private final String base;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    CallCost(AppProcess app) {
        this.app = app;
        this.base = "http://127.0.0.1:" + app.port();
    }

    /** Reads ÷ pings, closed loop, in alternating rounds (three each, after a warm-up of each). */
    void closedLoop(Results results) throws Exception {
        List<McpWire> wires = wires();
        Function<McpWire, CompletableFuture<?>> read = wire -> wire.callTool(McpWire.READ);
        Function<McpWire, CompletableFuture<?>> ping = McpWire::ping;
        loop(wires, read, ROUND);
        loop(wires, ping, ROUND);
        double reads = 0;
        double pings = 0;
        for (int round = 0; round < 3; round++) {
            reads += loop(wires, read, ROUND);
            pings += loop(wires, ping, ROUND);
        }
        results.atLeast(
                "Closed loop, concurrency %d over %d sandboxes: `get_account` rate ÷ bare `ping` rate"
                        .formatted(CONCURRENCY, SANDBOXES),
                "%.3f× (%.0f/s ÷ %.0f/s)".formatted(reads / pings, reads / 3, pings / 3),
                reads / pings,
                0.25,
                "≥ 0.25×");
    }

    /** Bytes on disk and store commits per MCP read, on the app's H2 file, {@value #DISK_CALLS} reads. */
    void disk(Results results, Path database) throws Exception {
        List<McpWire> wires = wires();
        Function<McpWire, CompletableFuture<?>> read = wire -> wire.callTool(McpWire.READ);
        count(wires, read, 200);
        Thread.sleep(5000);
        long before = size(database);
        long versionBefore = storeVersion();
        count(wires, read, DISK_CALLS);
        long versions = storeVersion() - versionBefore;
        Thread.sleep(5000);
        long after = size(database);
        double perCall = (after - before) / (double) DISK_CALLS;
        results.atMost(
                "Bytes on disk per MCP read on H2 while the app runs (%,d reads; files' size 5 s after ÷ reads)"
                        .formatted(DISK_CALLS),
                "%.0f bytes (%,d → %,d bytes)".formatted(perCall, before, after),
                perCall,
                4096,
                "≤ 4 KB");
        results.row(
                "H2 store commits per MCP read (the store's version, counted by H2)",
                "%.2f".formatted(versions / (double) DISK_CALLS),
                "(≤ 2 durable commits: CommitsPerCallTest)",
                "");
    }

    private List<McpWire> wires() throws Exception {
        List<McpWire> wires = new ArrayList<>();
        for (int i = 0; i < SANDBOXES; i++) {
            String token = app.token(app.newSandbox());
            for (int j = 0; j < CONCURRENCY / SANDBOXES; j++) {
                wires.add(McpWire.open(http, base, token));
            }
        }
        return wires;
    }

    /** Requests answered per second by one worker per wire, each waiting for its last answer. */
    private static double loop(List<McpWire> wires, Function<McpWire, CompletableFuture<?>> request, Duration length) {
        long end = System.nanoTime() + length.toNanos();
        AtomicInteger answered = new AtomicInteger();
        long start = System.nanoTime();
        eachOnItsOwnThread(wires, wire -> {
            while (System.nanoTime() < end) {
                request.apply(wire).join();
                answered.incrementAndGet();
            }
        });
        return answered.get() / ((System.nanoTime() - start) / 1e9);
    }

    private static void count(List<McpWire> wires, Function<McpWire, CompletableFuture<?>> request, int calls) {
        AtomicInteger left = new AtomicInteger(calls);
        eachOnItsOwnThread(wires, wire -> {
            while (left.getAndDecrement() > 0) {
                request.apply(wire).join();
            }
        });
    }

    private static void eachOnItsOwnThread(List<McpWire> wires, java.util.function.Consumer<McpWire> work) {
        try (var threads = Executors.newVirtualThreadPerTaskExecutor()) {
            wires.forEach(wire -> threads.submit(() -> work.accept(wire)));
        }
    }

    private long storeVersion() throws Exception {
        return app.storeVersion();
    }

    private static long size(Path database) throws Exception {
        try (Stream<Path> files = Files.list(database)) {
            return files.mapToLong(file -> file.toFile().length()).sum();
        }
    }
}
