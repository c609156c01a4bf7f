package org.consentlab.bench;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One start of the app as a person runs it, in a process of its own: {@code java [options] -jar
 * <jar>} in {@code dir}, on the H2 file {@code dir/db}, timed from the launch to the server's answer
 * that renders Lab 4 for a new learner (polled every 50 ms).
 */
final class JarLaunch implements AutoCloseable {

    private final Process process;
    private final String base;
    private final long launched;
    private final Path log;
    /** The processor time its threads had taken when the first page came, or null before. */
    private ThreadCpu cpuAtFirstPage;

    private JarLaunch(Process process, String base, long launched, Path log) {
        this.process = process;
        this.base = base;
        this.launched = launched;
        this.log = log;
    }

    static JarLaunch start(List<String> jvmOptions, Path jar, Path dir, String name) throws IOException {
        int port = Machine.freePort();
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + "/bin/java");
        command.addAll(jvmOptions);
        command.addAll(Collector.forJar());
        command.addAll(List.of(
                "-jar",
                jar.toString(),
                "--server.port=" + port,
                "--server.address=127.0.0.1",
                "--spring.datasource.url=" + ShippedH2.url(dir.resolve("db/consentlab"))));
        Path log = dir.resolve(name + ".log");
        long launched = System.nanoTime();
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        return new JarLaunch(process, "http://127.0.0.1:" + port, launched, log);
    }

    String base() {
        return base;
    }

    long pid() {
        return process.pid();
    }

    /** Milliseconds from launch until a new learner's Lab 4 page is rendered by the server. */
    long untilFirstPage(HttpClient http) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < giveUp && process.isAlive()) {
            try (PushPage page = PushPage.open(http, base, "labs/account", "account-status")) {
                long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - launched);
                cpuAtFirstPage = ThreadCpu.of(process.pid());
                return ms;
            } catch (Exception notYet) {
                Thread.sleep(50);
            }
        }
        throw new IllegalStateException("the jar served no page; see " + log);
    }

    /** The processor time its threads had taken when the first page came. */
    ThreadCpu cpuAtFirstPage() {
        return cpuAtFirstPage;
    }

    /** The lines of its log that name the AOT cache (what the JVM said of it). */
    List<String> aotLines() throws IOException {
        return Files.readAllLines(log).stream()
                .filter(line -> line.contains("AOT") || line.contains("[aot"))
                .toList();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
