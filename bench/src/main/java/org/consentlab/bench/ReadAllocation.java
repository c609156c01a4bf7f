package org.consentlab.bench;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
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
 * Bytes the app's JVM allocates for one MCP read and for one bare ping, measured with JFR in the
 * app's own process: the sum over its threads of {@code jdk.ThreadAllocationStatistics} from the
 * recording's start to its end, divided by the requests made meanwhile. Allocation, not time, is
 * what this part counts, so a busy machine does not bend it. Its sampled allocations
 * ({@code jdk.ObjectAllocationSample}) name where the read's bytes go, by the first frame of the
 * app's own code or, where there is none, the library frame that allocated.
 */
final class ReadAllocation {

    private static final int SANDBOXES = 10;
    private static final int RATE = 300;
    private static final Duration LENGTH = Duration.ofSeconds(10);

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
        Recording reads = record("read", wires, read);
        Recording pings = record("ping", wires, McpWire::ping);
        results.row(
                "bytes allocated by the app per MCP read (`get_account`), JFR",
                "%,d B (a bare ping: %,d B)".formatted(reads.perRequest(), pings.perRequest()),
                "(not a budget)",
                "");
        results.note("Where a read's bytes go (JFR allocation samples, share of the sampled weight): "
                + reads.topSites(8) + ".");
    }

    private Recording record(String name, List<McpWire> wires, Function<McpWire, CompletableFuture<?>> request)
            throws Exception {
        Path file = Files.createDirectories(out).resolve(name + ".jfr");
        Jcmd.run(app.pid(), "JFR.start", "name=" + name, "settings=profile");
        FixedRate.Latencies made = FixedRate.run(wires, RATE, LENGTH, request);
        Jcmd.run(app.pid(), "JFR.stop", "name=" + name, "filename=" + file);
        if (made.failed() > 0) {
            throw new IllegalStateException(made.failed() + " " + name + "s failed while recording");
        }
        return Recording.read(file, made.micros().length);
    }

    /** One recording's allocation: per thread from first to last statistic, and the sampled sites. */
    private record Recording(long bytes, int requests, Map<String, Long> sites) {

        private static final Pattern JDK = Pattern.compile("(java|javax|jdk|sun|com\\.sun)\\.");

        static Recording read(Path file, int requests) throws Exception {
            Map<Long, long[]> threads = new HashMap<>();
            Map<String, Long> sites = new HashMap<>();
            for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
                switch (event.getEventType().getName()) {
                    case "jdk.ThreadAllocationStatistics" -> {
                        long allocated = event.getLong("allocated");
                        long[] span = threads.computeIfAbsent(
                                event.getThread("thread").getJavaThreadId(), id -> new long[] {allocated, allocated});
                        span[0] = Math.min(span[0], allocated);
                        span[1] = Math.max(span[1], allocated);
                    }
                    case "jdk.ObjectAllocationSample" -> sites.merge(site(event), event.getLong("weight"), Long::sum);
                    default -> {}
                }
            }
            long bytes = threads.values().stream()
                    .mapToLong(span -> span[1] - span[0])
                    .sum();
            return new Recording(bytes, requests, sites);
        }

        long perRequest() {
            return bytes / requests;
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
