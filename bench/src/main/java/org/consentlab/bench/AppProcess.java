package org.consentlab.bench;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.consentlab.RunCommand;
import org.consentlab.sandbox.SandboxId;

/**
 * The app under measure in a JVM of its own: the packaged jar, with the heap docs/workshop.md
 * gives a room, started by the bench and stopped by it, so that the load clients in the bench's
 * JVM neither share its heap (nor its collector's pauses) nor hide in its CPU time. The bench's
 * {@link AppControl} and {@link OpenPages} join it through Spring Boot's {@code loader.path}; what
 * the bench reads of its heap comes from {@code jcmd}, of its CPU from {@code /proc}.
 */
final class AppProcess implements AutoCloseable {

    /**
     * The JVM options of the room's command in docs/workshop.md, with the run's collector ({@link Collector}); without
     * its AOT cache, which was trained on the extracted jar, not on this launcher; and without Spring's AOT-processed
     * start, which scans no packages, so the bench's {@link AppControl} and {@link OpenPages} would not join. That
     * start changes where the bean definitions come from, not the beans: the start rows ({@link JarStart}) measure it.
     */
    static final List<String> JVM = Stream.concat(
                    RunCommand.workshop().jvmOptionsWithoutCache().stream()
                            .filter(option -> !option.startsWith("-Dspring.aot.enabled")),
                    Collector.options().stream())
            .toList();

    private final Process process;
    private final int port;
    private final int controlPort;
    private final List<String> command;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private AppProcess(Process process, int port, int controlPort, List<String> command) {
        this.process = process;
        this.port = port;
        this.controlPort = controlPort;
        this.command = command;
    }

    /** Starts the jar with {@code args} and waits until it serves; its log goes to {@code log}. */
    static AppProcess start(Path jar, Path controlClasses, Path log, List<String> args) throws Exception {
        int port = Machine.freePort();
        int controlPort = Machine.freePort();
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + "/bin/java");
        command.addAll(JVM);
        command.addAll(List.of(
                "-Dloader.path=" + controlClasses,
                "-cp",
                jar.toString(),
                "org.springframework.boot.loader.launch.PropertiesLauncher",
                "--server.port=" + port,
                "--server.address=127.0.0.1",
                "--consentlab.bench.control-port=" + controlPort));
        command.addAll(args);
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        // Also when the bench's JVM is stopped from outside (Ctrl+C): the app must not outlive it.
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
        AppProcess app = new AppProcess(process, port, controlPort, command);
        try {
            app.awaitServing(log);
        } catch (Exception | Error failure) {
            app.close();
            throw failure;
        }
        return app;
    }

    /** Copies the classes that join the app's JVM (and nothing else of the bench) into {@code dir}. */
    static Path controlClasses(Path dir) throws IOException, URISyntaxException {
        Path from = Path.of(AppControl.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .resolve("org/consentlab/bench");
        Path to = Files.createDirectories(dir.resolve("org/consentlab/bench"));
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (name.startsWith("AppControl") || name.startsWith("OpenPages")) {
                    Files.copy(file, to.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return dir;
    }

    private void awaitServing(Path log) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < giveUp) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the app's JVM ended at start-up; see " + log);
            }
            try {
                if (ask("/production").equals("true")) {
                    return;
                }
                throw new IllegalStateException(
                        "the app runs in Vaadin's development mode: its figures " + "would not be the product's");
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
        throw new IllegalStateException("the app did not start within 3 minutes; see " + log);
    }

    int port() {
        return port;
    }

    long pid() {
        return process.pid();
    }

    /** The command line that started the app's JVM, for the results. */
    String command() {
        return String.join(" ", command);
    }

    SandboxId newSandbox() throws IOException {
        return SandboxId.parse(ask("/sandbox")).orElseThrow();
    }

    String token(SandboxId sandbox) throws IOException {
        return ask("/token?sandbox=" + sandbox.value());
    }

    /** Cancels the sandbox's pending gates, as the bench does between samples. */
    void cancelPending(SandboxId sandbox) throws IOException {
        ask("/cancel?sandbox=" + sandbox.value());
    }

    /** The id of a pending gate on {@code tool} in the sandbox. */
    long pendingGate(SandboxId sandbox, String tool) throws IOException {
        return Long.parseLong(
                ask("/pending?sandbox=" + sandbox.value() + "&tool=" + tool).split(",")[0]);
    }

    /** The gate's status, and its decided-at in epoch microseconds once decided (else -1). */
    long[] decided(long gateId) throws IOException {
        String[] answer = ask("/gate?id=" + gateId).split(" ");
        return answer.length == 1 ? new long[] {0, -1} : new long[] {1, Long.parseLong(answer[1])};
    }

    int openPages() throws IOException {
        return Integer.parseInt(ask("/pages"));
    }

    /** Bytes the app's threads have allocated since it started (those that have ended included). */
    long allocated() throws IOException {
        return Long.parseLong(ask("/allocated"));
    }

    long storeVersion() throws IOException {
        return Long.parseLong(ask("/store-version"));
    }

    /** CPU time (ns) the app's JVM has used: user and system ticks from {@code /proc/<pid>/stat}. */
    long cpuNanos() throws IOException {
        return ThreadCpu.millis(Files.readString(Path.of("/proc/" + pid() + "/stat"))) * 1_000_000L;
    }

    /** How much of the app's resident memory is in huge pages ({@code /proc/<pid>/smaps_rollup}), for the results. */
    String hugePages() throws IOException {
        String rollup = Files.readString(Path.of("/proc/" + pid() + "/smaps_rollup"));
        return "%d MiB of its %d MiB resident in huge pages"
                .formatted(Machine.kib(rollup, "AnonHugePages:") >> 10, Machine.kib(rollup, "Rss:") >> 10);
    }

    /** The smallest of three readings of the heap in use right after a full GC of the app's JVM. */
    long heapAfterGc() throws Exception {
        return Jcmd.heapAfterGc(process.pid());
    }

    private String ask(String path) throws IOException {
        try {
            HttpResponse<String> answer = http.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + controlPort + path))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                throw new IllegalStateException("the app's control said " + answer.statusCode() + ": " + answer.body());
            }
            return answer.body();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    /** Stops the app (SIGTERM, as Ctrl+C) and waits for it to end. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
