package org.consentlab.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.consentlab.Application;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.util.FileSystemUtils;

/**
 * The whole benchmark in one run (docs/performance.md): the app in this JVM for the live-updates
 * measures, the gate-visible figures and the MCP rates; then the packaged jar in a process of its
 * own for start-up and memory per learner; then two nodes on PostgreSQL behind HAProxy. Writes
 * {@code results.md} in the doc's shape. Run with {@code ./mvnw -B -ntp -Pbench verify}; the
 * system property {@code bench.parts} (comma-separated: live, gate, rates, fair, disk, gap0, jar, cluster) runs a subset.
 */
public final class BenchRun {

    private final Results results = new Results();
    private final Set<String> parts;
    private ConfigurableApplicationContext app;
    private Path database;

    private BenchRun(Set<String> parts) {
        this.parts = parts;
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "target/bench").toAbsolutePath();
        Path jar = Path.of(args.length > 1 ? args[1] : "target/consent-lab.jar").toAbsolutePath();
        Files.createDirectories(out);
        BenchRun bench =
                new BenchRun(Set.of(System.getProperty("bench.parts", "live,gate,rates,fair,disk,gap0,jar,cluster")
                        .split(",")));
        Instant start = Instant.now();
        String loadBefore = Machine.load();
        int status = 0;
        try {
            bench.run(out, jar);
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

    private void run(Path out, Path jar) throws Exception {
        if (parts.contains("live") || parts.contains("gate") || parts.contains("rates") || parts.contains("fair")) {
            int port = startApp();
            if (parts.contains("live")) {
                new LiveUpdatesBench(app, port, results).run(out);
            }
            if (parts.contains("gate")) {
                gateVisible(port);
            }
            if (parts.contains("rates")) {
                new McpRates(app, port).measure(results);
                new CallCost(app, port).closedLoop(results);
            }
            if (parts.contains("fair")) {
                new GateUnderReads(app, port).measure(results);
            }
            stopApp();
        }
        if (parts.contains("disk")) {
            // On a new database of its own, so that the other parts' history does not weigh in.
            int port = startApp();
            new CallCost(app, port).disk(results, database);
            stopApp();
        }
        if (parts.contains("gap0")) {
            // What the redraw gap costs a gate: the same measure with the gap set to zero (not the shipped setting).
            int port = startApp("--consentlab.push.redraw-gap=PT0S");
            gateVisibleWithoutGap(port);
            stopApp();
        }
        if (parts.contains("jar")) {
            new JarStart(jar, out.resolve("jar")).measure(results);
        }
        if (parts.contains("cluster")) {
            new TwoNodes(out.resolve("cluster")).measure(results);
        }
    }

    private int startApp(String... more) throws Exception {
        Path db = Files.createTempDirectory("consentlab-bench");
        database = db;
        List<String> args = new ArrayList<>(List.of(
                "--server.port=0",
                "--server.address=127.0.0.1",
                "--spring.datasource.url=" + ShippedH2.url(db.resolve("bench")),
                // The live-updates part is a runaway agent on purpose: lift the per-sandbox rate limit it measures
                // around.
                "--consentlab.agent.rate-limit.calls=1000000",
                "--consentlab.agent.rate-limit.burst=1000000",
                // Its person presses Cancel five times in a row on purpose: keep the decline breaker from refusing the
                // rest.
                "--consentlab.gate.decline-breaker.declines=0",
                // Production mode, as the jar runs: the bench's class path holds vaadin-dev and target/classes has
                // no build token once the jar is packaged, so Vaadin would otherwise pick development mode.
                "--vaadin.productionMode=true",
                "--logging.level.root=WARN"));
        args.addAll(List.of(more));
        app = new SpringApplicationBuilder(Application.class, OpenPages.class).run(args.toArray(String[]::new));
        if (!OpenPages.productionMode(app)) {
            throw new IllegalStateException("the in-process app runs in Vaadin's development mode: its figures "
                    + "would not be the product's");
        }
        return Integer.parseInt(app.getEnvironment().getProperty("local.server.port"));
    }

    private void gateVisible(int port) throws Exception {
        GateVisible gate = new GateVisible(app, port);
        try {
            gate.openPages(1);
            gate.measure(1, 0, Duration.ofSeconds(8)); // warm-up, not counted
            report(gate, "1 learner, no other traffic", gate.measure(1, 0, Duration.ofSeconds(30)), 50, 0);
            gate.openPages(50);
            // Warm-up under the room's load, not counted: run alone, this part would otherwise time
            // the JIT compiling the read and redraw paths, which a workshop's server does once.
            gate.measure(5, 200, Duration.ofSeconds(15));
            report(gate, "50 live pages, 200 agent requests/s", gate.measure(5, 200, Duration.ofSeconds(40)), 50, 0);
            gate.openPages(300);
            report(
                    gate,
                    "300 simulated learners, 200 agent requests/s",
                    gate.measure(10, 200, Duration.ofSeconds(40)),
                    100,
                    250);
        } finally {
            gate.close();
        }
    }

    private void gateVisibleWithoutGap(int port) throws Exception {
        GateVisible gate = new GateVisible(app, port);
        try {
            gate.openPages(1);
            gate.measure(1, 0, Duration.ofSeconds(8)); // warm-up, not counted
            report(
                    gate,
                    "what-if, redraw gap 0 (not the shipped setting): 1 learner",
                    gate.measure(1, 0, Duration.ofSeconds(20)),
                    50,
                    0);
            gate.openPages(50);
            report(
                    gate,
                    "what-if, redraw gap 0: 50 live pages, 200 agent requests/s",
                    gate.measure(5, 200, Duration.ofSeconds(30)),
                    50,
                    0);
        } finally {
            gate.close();
        }
    }

    private void report(GateVisible gate, String load, GateVisible.Run run, double p95Ms, double p99Ms) {
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
                        + "their gate did not show within 10 s (counted as 10 s in the percentiles); %,d background reads (%d failed); this JVM (app and clients) "
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

    /** Stops the app, notes how large its database file grew, and removes it. */
    private void stopApp() {
        if (app != null) {
            app.close();
            app = null;
            try (var files = Files.walk(database)) {
                long bytes = files.filter(Files::isRegularFile)
                        .mapToLong(file -> file.toFile().length())
                        .sum();
                results.note("The in-process app's H2 file had grown to %.1f GiB when it stopped."
                        .formatted(bytes / (double) (1L << 30)));
            } catch (java.io.IOException e) {
                results.note("The H2 file's size could not be read: " + e);
            }
            FileSystemUtils.deleteRecursively(database.toFile());
        }
    }
}
