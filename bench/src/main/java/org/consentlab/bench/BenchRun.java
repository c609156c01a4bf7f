package org.consentlab.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.util.FileSystemUtils;

/**
 * The whole benchmark in one run (docs/performance.md): the packaged jar in a JVM of its own
 * ({@link AppProcess}) for the live-updates measures, the gate-visible figures and the MCP rates,
 * with the load clients in this JVM; then the jar started afresh for start-up and memory per learner; then two nodes on PostgreSQL behind HAProxy. Writes
 * {@code results.md} in the doc's shape. Run with {@code ./mvnw -B -ntp -Pbench verify}; the
 * system property {@code bench.parts} (comma-separated: live, gate, rates, alloc, fair, disk, gap0, room1000, jar or learners or start, cluster) runs a subset.
 */
public final class BenchRun {

    private final Results results = new Results();
    private final Set<String> parts;
    private final Path out;
    private final Path jar;
    private AppProcess app;
    private Path database;
    private int started;

    private BenchRun(Set<String> parts, Path out, Path jar) {
        this.parts = parts;
        this.out = out;
        this.jar = jar;
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "target/bench").toAbsolutePath();
        Path jar = Path.of(args.length > 1 ? args[1] : "target/consent-lab.jar").toAbsolutePath();
        Files.createDirectories(out);
        BenchRun bench = new BenchRun(
                Set.of(System.getProperty("bench.parts", "live,gate,rates,alloc,fair,disk,gap0,room1000,jar,cluster")
                        .split(",")),
                out,
                jar);
        Instant start = Instant.now();
        String loadBefore = Machine.load();
        int status = 0;
        try {
            bench.run();
        } catch (Throwable failure) {
            failure.printStackTrace();
            bench.results.note("THE RUN FAILED before it finished: " + failure);
            status = 1;
        } finally {
            bench.stopApp();
        }
        String text = "Run %s UTC, %d s in all. %s. Load average (1/5/15 min) at the start %s, at the end %s.\n\n"
                        .formatted(
                                DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                                        .withZone(ZoneOffset.UTC)
                                        .format(start),
                                Duration.between(start, Instant.now()).toSeconds(),
                                Machine.describe(),
                                loadBefore,
                                Machine.load())
                + bench.results.table();
        Files.writeString(out.resolve("results.md"), text);
        System.out.println(text);
        // MCP clients and drivers may leave non-daemon threads behind: the run is over either way.
        System.exit(status);
    }

    private void run() throws Exception {
        if (Stream.of("live", "gate", "rates", "alloc", "fair").anyMatch(parts::contains)) {
            startApp();
            if (parts.contains("live")) {
                new LiveUpdatesBench(app, results).run(out);
            }
            if (parts.contains("gate")) {
                gateVisible();
            }
            if (parts.contains("rates")) {
                new McpRates(app).measure(results);
                new CallCost(app).closedLoop(results);
            }
            if (parts.contains("alloc")) {
                new ReadAllocation(app, out.resolve("alloc")).measure(results);
            }
            if (parts.contains("fair")) {
                new GateUnderReads(app).measure(results);
            }
            stopApp();
        }
        if (parts.contains("disk")) {
            // On a new database of its own, so that the other parts' history does not weigh in.
            startApp();
            new CallCost(app).disk(results, database);
            stopApp();
        }
        if (parts.contains("gap0")) {
            // What the redraw gap costs a gate: the same measure with the gap set to zero (not the shipped setting).
            startApp("--consentlab.push.redraw-gap=PT0S");
            gateVisibleWithoutGap();
            stopApp();
        }
        if (parts.contains("room1000")) {
            // On an app of its own: the room's heap is read against that app's heap before the room came.
            startApp();
            new RoomOfAThousand(app, results).measure();
            stopApp();
        }
        if (parts.contains("jar")) {
            new JarStart(jar, out.resolve("jar")).measure(results);
        } else if (parts.contains("learners")) {
            new JarStart(jar, out.resolve("jar")).learners(results);
        } else if (parts.contains("start")) {
            new JarStart(jar, out.resolve("jar")).startUp(results);
        }
        if (parts.contains("cluster")) {
            new TwoNodes(out.resolve("cluster")).measure(results);
        }
    }

    private void startApp(String... more) throws Exception {
        Path db = Files.createTempDirectory("consentlab-bench");
        database = db;
        List<String> args = new ArrayList<>(List.of(
                "--spring.datasource.url=" + ShippedH2.url(db.resolve("bench")),
                // The live-updates part is a runaway agent on purpose: lift the per-sandbox rate limit it measures
                // around.
                "--consentlab.agent.rate-limit.calls=1000000",
                "--consentlab.agent.rate-limit.burst=1000000",
                // Its person presses Cancel five times in a row on purpose: keep the decline breaker from refusing the
                // rest.
                "--consentlab.gate.decline-breaker.declines=0",
                // Each of its phases opens a fresh client per load worker: more sessions, and more openings, than
                // one sandbox's agent is allowed.
                "--consentlab.mcp.sessions.initialize-burst=1000",
                "--consentlab.mcp.sessions.per-sandbox=100",
                "--logging.level.root=WARN"));
        args.addAll(List.of(more));
        started++;
        app = AppProcess.start(
                jar, AppProcess.controlClasses(out.resolve("control")), out.resolve("app-" + started + ".log"), args);
        results.note(("The app ran in a JVM of its own (pid %d, `%s`); the load clients ran in the bench's JVM "
                        + "(pid %d, %s).")
                .formatted(
                        app.pid(),
                        app.command(),
                        ProcessHandle.current().pid(),
                        String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments())));
    }

    private void gateVisible() throws Exception {
        GateVisible gate = new GateVisible(app);
        try {
            gate.openPages(50);
            // Warm-up under the room's load, not counted: run alone, every row would otherwise time
            // the JIT compiling the gate's, read's and redraw's paths, which a workshop's server does once.
            gate.measure(5, 200, Duration.ofSeconds(15));
            // A minute: one gate a second, and a p95 of 29 samples (until 2026-12-05) was its second-slowest sample.
            report(results, gate, "1 learner, no other traffic", gate.measure(1, 0, Duration.ofSeconds(60)), 50, 0);
            report(
                    results,
                    gate,
                    "50 live pages, 200 agent requests/s",
                    gate.measure(5, 200, Duration.ofSeconds(40)),
                    50,
                    0);
            gate.openPages(300);
            report(
                    results,
                    gate,
                    "300 simulated learners, 200 agent requests/s",
                    gate.measure(10, 200, Duration.ofSeconds(40)),
                    100,
                    250);
        } finally {
            gate.close();
        }
    }

    private void gateVisibleWithoutGap() throws Exception {
        GateVisible gate = new GateVisible(app);
        try {
            gate.openPages(1);
            gate.measure(1, 0, Duration.ofSeconds(8)); // warm-up, not counted
            report(
                    results,
                    gate,
                    "what-if, redraw gap 0 (not the shipped setting): 1 learner",
                    gate.measure(1, 0, Duration.ofSeconds(20)),
                    50,
                    0);
            gate.openPages(50);
            report(
                    results,
                    gate,
                    "what-if, redraw gap 0: 50 live pages, 200 agent requests/s",
                    gate.measure(5, 200, Duration.ofSeconds(30)),
                    50,
                    0);
        } finally {
            gate.close();
        }
    }

    static void report(
            Results results, GateVisible gate, String load, GateVisible.Run run, double p95Ms, double p99Ms) {
        String budget = "p95 ≤ %.0f ms".formatted(p95Ms) + (p99Ms > 0 ? ", p99 ≤ %.0f ms".formatted(p99Ms) : "");
        double over = Math.max(
                Stats.percentile(run.micros(), 95) / (p95Ms * 1000),
                p99Ms > 0 ? Stats.percentile(run.micros(), 99) / (p99Ms * 1000) : 0);
        results.row(
                "Gate visible at the learner's push client after the agent's call: " + load
                        + " (%d pages open, %d samples)".formatted(gate.openCount(), run.micros().length),
                Results.percentiles(run.micros()),
                budget,
                Results.verdict(over, 1.0));
        results.note(("%s: the gated call itself was answered (PENDING) at p50 %s / p99 %s; %d calls failed or "
                        + "their gate did not show within 10 s (counted as 10 s in the percentiles); %,d background reads (%d failed); the app's JVM "
                        + "used %.0f%% of both cores; the pages received %.0f pushed messages a second.")
                .formatted(
                        load,
                        Stats.ms(Stats.percentile(run.answered(), 50)),
                        Stats.ms(Stats.percentile(run.answered(), 99)),
                        run.lost(),
                        run.background(),
                        run.backgroundFailed(),
                        run.cpuShare() * 100,
                        run.pushedPerSecond()));
    }

    /** Stops the app, notes its huge pages and how large its database file grew, and removes the file. */
    private void stopApp() throws InterruptedException {
        if (app != null) {
            try {
                results.note("When it stopped, the app's JVM had %s.".formatted(app.hugePages()));
            } catch (java.io.IOException e) {
                results.note("The app's huge pages could not be read: " + e);
            }
            app.close();
            app = null;
            try (var files = Files.walk(database)) {
                long bytes = files.filter(Files::isRegularFile)
                        .mapToLong(file -> file.toFile().length())
                        .sum();
                results.note("The app's H2 file had grown to %.1f GiB when it stopped."
                        .formatted(bytes / (double) (1L << 30)));
            } catch (java.io.IOException e) {
                results.note("The H2 file's size could not be read: " + e);
            }
            FileSystemUtils.deleteRecursively(database.toFile());
        }
    }
}
