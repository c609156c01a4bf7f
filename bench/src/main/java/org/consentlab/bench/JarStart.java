package org.consentlab.bench;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.springframework.util.FileSystemUtils;

/**
 * The packaged jar as a person starts it ({@code java -jar}, in a process of its own, on a new
 * H2 file): time from launch to the first page (the Lab 4 view rendered for a new learner), and
 * the server's heap per live learner session, read from that process alone.
 */
final class JarStart {

    static final int LEARNERS = 300;

    private final Path jar;
    private final Path dir;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    JarStart(Path jar, Path dir) {
        this.jar = jar;
        this.dir = dir;
    }

    void measure(Results results) throws Exception {
        FileSystemUtils.deleteRecursively(dir);
        Files.createDirectories(dir);
        int port = Machine.freePort();
        String base = "http://127.0.0.1:" + port;
        long firstMs;
        long restartMs;
        double perLearner;
        long launched = System.nanoTime();
        Process app = launch(port, "first");
        try {
            firstMs = untilFirstPage(app, base, launched);
            perLearner = bytesPerLearner(app, base);
        } finally {
            stop(app);
        }
        launched = System.nanoTime();
        app = launch(port, "restart");
        try {
            restartMs = untilFirstPage(app, base, launched);
        } finally {
            stop(app);
        }
        results.atMost(
                "Start to first page, `java -jar` (new database: migrations run)",
                "%.1f s".formatted(firstMs / 1000.0),
                firstMs,
                8000,
                "≤ 8 s");
        results.atMost(
                "… the same jar restarted on that database",
                "%.1f s".formatted(restartMs / 1000.0),
                restartMs,
                8000,
                "≤ 8 s");
        double perGiB = (1 << 30) / perLearner;
        results.atLeast(
                "Server heap per live learner session (after GC, %d sessions on Lab 4) → learners per GiB"
                        .formatted(LEARNERS),
                "%.0f KiB → %,.0f per GiB".formatted(perLearner / 1024, perGiB),
                perGiB,
                4000,
                "≥ 4,000 per GiB");
    }

    private Process launch(int port, String name) throws IOException {
        return new ProcessBuilder(
                        System.getProperty("java.home") + "/bin/java",
                        "-jar",
                        jar.toString(),
                        "--server.port=" + port,
                        "--server.address=127.0.0.1",
                        "--spring.datasource.url=" + ShippedH2.url(dir.resolve("db/consentlab")))
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile())
                .start();
    }

    /** Milliseconds from launch until a new learner's Lab 4 page is rendered by the server. */
    private long untilFirstPage(Process app, String base, long launched) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < giveUp && app.isAlive()) {
            try (PushPage page = PushPage.open(http, base, "labs/account", "account-status")) {
                return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - launched);
            } catch (Exception notYet) {
                Thread.sleep(50);
            }
        }
        throw new IllegalStateException("the jar served no page; see " + dir);
    }

    /** Heap after GC with {@code LEARNERS} live sessions, minus before they came, per session. */
    private double bytesPerLearner(Process app, String base) throws Exception {
        List<PushPage> learners = new ArrayList<>();
        long before = Jcmd.heapAfterGc(app.pid());
        try {
            for (int i = 0; i < LEARNERS; i++) {
                learners.add(PushPage.open(http, base, "labs/account", "account-status"));
            }
            return (Jcmd.heapAfterGc(app.pid()) - before) / (double) LEARNERS;
        } finally {
            learners.forEach(PushPage::close);
        }
    }

    private static void stop(Process app) throws InterruptedException {
        app.destroy();
        if (!app.waitFor(60, TimeUnit.SECONDS)) {
            app.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
