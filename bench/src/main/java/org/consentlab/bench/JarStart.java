package org.consentlab.bench;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.consentlab.RunCommand;
import org.springframework.util.FileSystemUtils;

/**
 * The app as a person starts it, in a process of its own, on a new H2 file and restarted on it:
 * time from launch to the first page (the Lab 4 view rendered for a new learner), with the
 * README's command (the extracted jar and its AOT cache) and with the packaged jar alone; whether
 * a missing or a stale cache still lets it start; and the server's heap per live learner session,
 * read from that process alone.
 */
final class JarStart {

    static final int LEARNERS = 300;
    /**
     * Of the {@code LEARNERS}, those opened before the measure's "before" (since 2026-12-05): what the
     * first pages cost once (caches that fill, first uses) is not divided among the learners after them.
     */
    static final int WARM_UP = 30;

    private static final int STARTS = 3;

    private final Path jar;
    private final Path extracted;
    private final Path dir;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private double perLearner;
    /** The yardstick until 2026-12-05: "before" right after the first page, one-time costs divided among all. */
    private double perLearnerFromFirstPage;

    private double oneTime;
    private String heldPerLearner = "";
    /** Each start with the AOT cache: where its processor time had gone when its first page came. */
    private final List<String> cachedCpu = new ArrayList<>();

    /** {@code jar} is target/consent-lab.jar; the build extracts it into target/app with its cache. */
    JarStart(Path jar, Path dir) {
        this.jar = jar;
        this.extracted = jar.resolveSibling("app").resolve(jar.getFileName());
        this.dir = dir;
    }

    void measure(Results results) throws Exception {
        measure(results, true);
    }

    /**
     * The start-up rows alone, without the learners (the part {@code start}): for a change that
     * touches only how the app starts.
     */
    void startUp(Results results) throws Exception {
        measure(results, false);
    }

    private void measure(Results results, boolean withLearners) throws Exception {
        FileSystemUtils.deleteRecursively(dir);
        Files.createDirectories(dir);
        Path cache = extracted.resolveSibling(jar.getFileName().toString().replace(".jar", ".aot"));
        if (!Files.isRegularFile(cache)) {
            throw new IllegalStateException("no AOT cache at " + cache + ": build with JDK 25 or newer");
        }
        List<String> withCache = RunCommand.readme().jvmOptions(cache);
        long[][] cached = new long[2][STARTS];
        long[][] plain = new long[2][STARTS];
        for (int i = 0; i < STARTS; i++) {
            // Alternating, so that the machine's other work weighs on both alike.
            long[] run = starts(withCache, extracted, "cache-" + i, withLearners && i == 0);
            cached[0][i] = run[0];
            cached[1][i] = run[1];
            run = starts(List.of(), jar, "jar-" + i, false);
            plain[0][i] = run[0];
            plain[1][i] = run[1];
        }
        results.atMost(
                "Start to first page, the README's command (extracted jar, AOT cache), new database: median (all %d)"
                        .formatted(STARTS),
                seconds(cached[0]),
                Stats.median(cached[0]),
                4000,
                "≤ 4 s");
        results.atMost(
                "… restarted on that database: median (all)",
                seconds(cached[1]),
                Stats.median(cached[1]),
                3000,
                "≤ 3 s");
        results.row(
                "… `java -jar target/consent-lab.jar` (no cache), new database / restart: medians (all)",
                seconds(plain[0]) + " / " + seconds(plain[1]),
                "(not a budget)",
                "");
        results.note("Processor time of the app's threads when the first page came, each start with the AOT cache: "
                + String.join("; ", cachedCpu) + ".");
        staleOrMissing(results, cache);
        if (withLearners) {
            learnersRow(results);
        }
    }

    /**
     * Only the memory per learner: one start with the README's command on a new database, the
     * learners held, the row and the class histogram (the part {@code learners}, for a change that
     * touches only what a page holds).
     */
    void learners(Results results) throws Exception {
        FileSystemUtils.deleteRecursively(dir);
        Files.createDirectories(dir);
        Path cache = extracted.resolveSibling(jar.getFileName().toString().replace(".jar", ".aot"));
        Path run = Files.createDirectories(dir.resolve("learners"));
        try (JarLaunch app = JarLaunch.start(RunCommand.readme().jvmOptions(cache), extracted, run, "new")) {
            app.untilFirstPage(http);
            perLearner = bytesPerLearner(app);
        }
        learnersRow(results);
    }

    private void learnersRow(Results results) {
        double perGiB = (1 << 30) / perLearner;
        results.atLeast(
                "Server heap per live learner session (after GC, %d sessions on Lab 4, \"before\" with the first %d) → learners per GiB"
                        .formatted(LEARNERS, WARM_UP),
                "%.0f KiB → %,.0f per GiB".formatted(perLearner / 1024, perGiB),
                perGiB,
                8000,
                "≥ 8,000 per GiB (≤ 128 KiB a learner)");
        results.row(
                "… the same, \"before\" right after the first page (the yardstick until 2026-12-05)",
                "%.0f KiB → %,.0f per GiB"
                        .formatted(perLearnerFromFirstPage / 1024, (1 << 30) / perLearnerFromFirstPage),
                "(compare only)",
                "");
        results.note(
                "Memory per learner: %d pages held before the measure's \"before\"; what they cost beyond %d learners' worth (one-time costs): %,.0f KiB."
                        .formatted(WARM_UP, WARM_UP, oneTime / 1024));
        results.note("What a learner's session holds, by class (heap histogram after a full GC, growth ÷ %d): %s."
                .formatted(LEARNERS - WARM_UP, heldPerLearner));
    }

    /** New database, then restart: ms to first page for each; with {@code learners}, heap per learner too (the first start). */
    private long[] starts(List<String> options, Path jarToRun, String name, boolean learners) throws Exception {
        Path run = Files.createDirectories(dir.resolve(name));
        long[] result = new long[2];
        try (JarLaunch app = JarLaunch.start(options, jarToRun, run, "new")) {
            result[0] = app.untilFirstPage(http);
            noteCpu(options, name + " new", app);
            if (learners) {
                perLearner = bytesPerLearner(app);
            }
        }
        try (JarLaunch app = JarLaunch.start(options, jarToRun, run, "restart")) {
            result[1] = app.untilFirstPage(http);
            noteCpu(options, name + " restart", app);
        }
        return result;
    }

    private void noteCpu(List<String> options, String start, JarLaunch app) {
        if (options.stream().anyMatch(option -> option.startsWith("-XX:AOTCache="))) {
            cachedCpu.add(start + " " + app.cpuAtFirstPage());
        }
    }

    /** The app still starts when the cache is missing, or stale (its jar newer than the cache): the JVM's own words. */
    private void staleOrMissing(Results results, Path cache) throws Exception {
        Path copy = dir.resolve("stale-app");
        FileSystemUtils.copyRecursively(extracted.getParent(), copy);
        Path staleJar = copy.resolve(extracted.getFileName());
        Files.setLastModifiedTime(staleJar, FileTime.from(Instant.now()));
        check(results, "missing", RunCommand.readme().jvmOptions(dir.resolve("none.aot")), extracted);
        check(
                results,
                "stale (its jar touched after training)",
                RunCommand.readme().jvmOptions(copy.resolve(cache.getFileName())),
                staleJar);
    }

    private void check(Results results, String which, List<String> options, Path jarToRun) throws Exception {
        Path run = Files.createDirectories(dir.resolve("cache-" + which.split(" ")[0]));
        try (JarLaunch app = JarLaunch.start(options, jarToRun, run, "new")) {
            long ms = app.untilFirstPage(http);
            results.row(
                    "AOT cache %s: the app still starts (new database)".formatted(which),
                    "%.1f s".formatted(ms / 1000.0),
                    "starts",
                    "met");
            results.note("With the AOT cache %s the JVM said: %s".formatted(which, String.join(" | ", app.aotLines())));
        }
    }

    /**
     * Heap after GC with {@code LEARNERS} live sessions, minus "before", per session after it; "before"
     * is taken with the first {@code WARM_UP} of them held. Also the figure as measured until
     * 2026-12-05: "before" right after the app's first page, all {@code LEARNERS} counted.
     */
    private double bytesPerLearner(JarLaunch app) throws Exception {
        List<PushPage> learners = new ArrayList<>();
        long afterFirstPage = Jcmd.heapAfterGc(app.pid());
        // The histograms are kept whole beside the run's logs: instances by class, after the first page,
        // before the learners (after the warm-up) and with them.
        Jcmd.histogram(app.pid(), dir.resolve("histogram-first-page.txt"));
        try {
            for (int i = 0; i < WARM_UP; i++) {
                learners.add(PushPage.open(http, app.base(), "labs/account", "account-status"));
            }
            long before = Jcmd.heapAfterGc(app.pid());
            Map<String, Long> classesBefore = Jcmd.histogram(app.pid(), dir.resolve("histogram-before.txt"));
            for (int i = WARM_UP; i < LEARNERS; i++) {
                learners.add(PushPage.open(http, app.base(), "labs/account", "account-status"));
            }
            long with = Jcmd.heapAfterGc(app.pid());
            double perLearner = (with - before) / (double) (LEARNERS - WARM_UP);
            perLearnerFromFirstPage = (with - afterFirstPage) / (double) LEARNERS;
            oneTime = before - afterFirstPage - WARM_UP * perLearner;
            heldPerLearner = Jcmd.grownMost(
                    classesBefore,
                    Jcmd.histogram(app.pid(), dir.resolve("histogram-learners.txt")),
                    LEARNERS - WARM_UP,
                    12);
            String dump = System.getProperty("bench.heapdump", "");
            if (!dump.isBlank()) {
                // For a closer look at what a page holds (e.g. with Eclipse MAT): -Dbench.heapdump=/tmp/learners.hprof
                Jcmd.run(
                        app.pid(),
                        "GC.heap_dump",
                        Path.of(dump).toAbsolutePath().toString());
            }
            return perLearner;
        } finally {
            learners.forEach(PushPage::close);
        }
    }

    private static String seconds(long[] ms) {
        return "%.1f s (%s)"
                .formatted(
                        Stats.median(ms) / 1000.0,
                        String.join(
                                ", ",
                                Arrays.stream(ms)
                                        .mapToObj(m -> "%.1f".formatted(m / 1000.0))
                                        .toList()));
    }
}
