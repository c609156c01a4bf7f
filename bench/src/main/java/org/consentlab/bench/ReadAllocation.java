package org.consentlab.bench;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * Bytes the app's JVM allocates for one MCP read and for one bare ping, counted in the app's own
 * process. Each kind is measured in {@value #ROUNDS} rounds: an idle second, then
 * {@value #PER_ROUND} requests at {@value #RATE} a second; a round's bytes are the JVM's allocation
 * counter (every thread, those that ended included) across the requests, less what the idle app
 * allocates in as long (the median of the kind's idle seconds); the figure is the median round's,
 * per request. What the app does anyway meanwhile (a sweep of gates that earlier parts left to
 * expire, and the H2 writes it makes) is not charged to the requests: counted from the threads' JFR
 * statistics at a recording's start and end, as this part did before 2026-12-05, it made a ping
 * cost 441 KB in a full run. Allocation, not time, is what this part counts, so a busy machine does
 * not bend it. JFR's events for each new TLAB and each allocation outside one name where the read's
 * bytes go, by the first frame of the app's own code or, where there is none, the library frame
 * that allocated.
 */
final class ReadAllocation {

    private static final int SANDBOXES = 10;
    private static final int RATE = 300;
    private static final Duration LENGTH = Duration.ofSeconds(10);
    private static final int ROUNDS = 5;
    private static final int PER_ROUND = 600;
    private static final Duration IDLE = Duration.ofSeconds(1);
    /** An idle second that allocates less than this is quiet: an idle app here allocates ~0.5 MB a second. */
    private static final long QUIET_BYTES = 5_000_000;

    private static final int QUIET_SECONDS = 3;
    private static final Duration QUIET_PATIENCE = Duration.ofSeconds(60);

    private final AppProcess app;
    private final Path out;

    ReadAllocation(AppProcess app, Path out) {
        this.app = app;
        this.out = out;
    }

    void measure(Results results) throws Exception {
        HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<McpWire> wires = new ArrayList<>();
        for (int i = 0; i < SANDBOXES; i++) {
            wires.add(McpWire.open(http, "http://127.0.0.1:" + app.port(), app.token(app.newSandbox())));
        }
        Function<McpWire, CompletableFuture<?>> read = wire -> wire.callTool(McpWire.READ);
        FixedRate.run(wires, RATE, LENGTH, read); // warm-up, not counted
        Duration settled = awaitQuiet();
        Recording reads = record("read", wires, read);
        Recording pings = record("ping", wires, McpWire::ping);
        results.row(
                "bytes allocated by the app per MCP read (`get_account`), JFR",
                "%,d B (a bare ping: %,d B; idle: %,d B/s)"
                        .formatted(reads.perRequest(), pings.perRequest(), reads.idlePerSecond()),
                "(not a budget)",
                "");
        results.note(("Bytes per request in each round (the median is the figure): reads %s, pings %s; the app was "
                        + "first left alone %.0f s, until %d idle seconds in a row allocated under %,d B each.")
                .formatted(reads.spread(), pings.spread(), settled.toMillis() / 1e3, QUIET_SECONDS, QUIET_BYTES));
        results.note(
                "Where a read's bytes go (JFR, each new TLAB's bytes charged to the allocation that asked for it): "
                        + reads.topSites(8) + ".");
    }

    private Recording record(String name, List<McpWire> wires, Function<McpWire, CompletableFuture<?>> request)
            throws Exception {
        Path file = Files.createDirectories(out).resolve(name + ".jfr");
        Jcmd.run(
                app.pid(),
                "JFR.start",
                "name=" + name,
                "settings=profile",
                "jdk.ObjectAllocationInNewTLAB#enabled=true",
                "jdk.ObjectAllocationOutsideTLAB#enabled=true");
        long[] busyBytes = new long[ROUNDS];
        double[] busySeconds = new double[ROUNDS];
        int[] requests = new int[ROUNDS];
        long[] idlePerSecond = new long[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            long idleFrom = app.allocated();
            long idleStart = System.nanoTime();
            Thread.sleep(IDLE);
            long busyFrom = app.allocated();
            long busyStart = System.nanoTime();
            FixedRate.Latencies made = FixedRate.run(wires, RATE, Duration.ofMillis(1000L * PER_ROUND / RATE), request);
            busyBytes[round] = app.allocated() - busyFrom;
            busySeconds[round] = (System.nanoTime() - busyStart) / 1e9;
            idlePerSecond[round] = Math.round((busyFrom - idleFrom) / ((busyStart - idleStart) / 1e9));
            if (made.failed() > 0) {
                throw new IllegalStateException(made.failed() + " " + name + "s failed while recording");
            }
            requests[round] = made.micros().length;
        }
        Jcmd.run(app.pid(), "JFR.stop", "name=" + name, "filename=" + file);
        // The median idle second, not each round's own: a sweep or a store write that lands in one idle second
        // would otherwise be taken off one round alone, and took two of five rounds below zero on 2026-12-07.
        long idle = median(idlePerSecond);
        long[] perRequest = new long[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            perRequest[round] = Math.round((busyBytes[round] - idle * busySeconds[round]) / requests[round]);
        }
        return Recording.read(file, perRequest, idle);
    }

    /**
     * Waits, up to {@link #QUIET_PATIENCE}, until the app allocates little while nobody calls it: in
     * a full run an earlier part's leftover work allocated 414 MB in a median idle second at 19:05
     * on 2026-12-07, after 600 gated calls a second, more than the reads themselves, and took three
     * of five rounds below zero. Returns how long it waited.
     */
    private Duration awaitQuiet() throws Exception {
        long start = System.nanoTime();
        int quiet = 0;
        while (quiet < QUIET_SECONDS && System.nanoTime() - start < QUIET_PATIENCE.toNanos()) {
            long from = app.allocated();
            Thread.sleep(IDLE);
            quiet = app.allocated() - from < QUIET_BYTES ? quiet + 1 : 0;
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** One kind's bytes per request and the idle app's per second (median rounds), and its allocation sites. */
    private record Recording(long[] rounds, long idlePerSecond, Map<String, Long> sites) {

        private static final Pattern JDK = Pattern.compile("(java|javax|jdk|sun|com\\.sun)\\.");

        /**
         * Each new TLAB's bytes are charged to the allocation that asked for it, each allocation outside a TLAB to
         * itself. JFR's sampled allocations are throttled, each carrying the bytes of those dropped before it: they
         * charged 18 % of a read's bytes to a request's first object (Tomcat's start time, an {@code Instant}). A
         * thread's first TLAB after a collection (or in the recording) is left out too: every thread asks for one
         * then, whatever it allocates (that {@code Instant} had 2.7 % of the TLABs' bytes with it, 2026-12-07).
         */
        static Recording read(Path file, long[] rounds, long idlePerSecond) throws Exception {
            List<RecordedEvent> events = RecordingFile.readAllEvents(file).stream()
                    .sorted(Comparator.comparing(RecordedEvent::getStartTime))
                    .toList();
            Map<String, Long> sites = new HashMap<>();
            Map<Long, Integer> collectionSeen = new HashMap<>();
            int collections = 0;
            for (RecordedEvent event : events) {
                switch (event.getEventType().getName()) {
                    case "jdk.GarbageCollection" -> collections++;
                    case "jdk.ObjectAllocationOutsideTLAB" ->
                        sites.merge(site(event), event.getLong("allocationSize"), Long::sum);
                    case "jdk.ObjectAllocationInNewTLAB" -> {
                        Integer seen = collectionSeen.put(event.getThread().getJavaThreadId(), collections);
                        if (seen != null && seen == collections) {
                            sites.merge(site(event), event.getLong("tlabSize"), Long::sum);
                        }
                    }
                    default -> {}
                }
            }
            return new Recording(rounds, idlePerSecond, sites);
        }

        long perRequest() {
            return median(rounds);
        }

        String spread() {
            return java.util.Arrays.stream(rounds).mapToObj("%,d"::formatted).collect(Collectors.joining(" / "));
        }

        String topSites(int n) {
            long all = sites.values().stream().mapToLong(Long::longValue).sum();
            return sites.entrySet().stream()
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .limit(n)
                    .map(site -> "`%s` %.0f %%".formatted(site.getKey(), 100.0 * site.getValue() / all))
                    .collect(Collectors.joining(", "));
        }

        /** The first frame outside the JDK: the code (the app's or a library's) that asked for the bytes. */
        private static String site(RecordedEvent event) {
            if (event.getStackTrace() == null) {
                return "(no stack)";
            }
            return event.getStackTrace().getFrames().stream()
                    .filter(frame ->
                            !JDK.matcher(frame.getMethod().getType().getName()).lookingAt())
                    .findFirst()
                    .map(frame -> frame.getMethod().getType().getName() + "."
                            + frame.getMethod().getName())
                    .orElse("(the JDK alone)");
        }
    }
}
