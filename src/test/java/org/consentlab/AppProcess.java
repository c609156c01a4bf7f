package org.consentlab;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The app as a separate operating-system process, on the test class path, so that a test can
 * kill it with SIGKILL or watch it exit. Its output goes to a file the test can read.
 */
public final class AppProcess implements AutoCloseable {

    /** Optional: run this packaged jar instead of the test class path. */
    public static final String JAR_PROPERTY = "consentlab.app.jar";

    private final Process process;
    private final Path log;
    public final int port;

    private AppProcess(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /** Starts {@link Application} with these arguments plus a free loopback port of its own. */
    public static AppProcess start(Path logDir, String... args) throws IOException {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        String jar = System.getProperty(JAR_PROPERTY);
        // A packaged jar (production mode) starts faster than the test class path; long trials use it.
        command.addAll(jar != null ? List.of("-jar", jar) : List.of("-cp", classPath(), Application.class.getName()));
        command.add("--server.port=" + port);
        command.addAll(List.of(args));
        Files.createDirectories(logDir);
        Path log = Files.createTempFile(logDir, "app-", ".log");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        return new AppProcess(process, log, port);
    }

    /** Waits until the app answers HTTP, or fails with the app's output. */
    public AppProcess awaitReady(Duration timeout) throws Exception {
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the app exited with " + process.exitValue() + ":\n" + output());
            }
            try {
                http.send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
                return this;
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
        throw new IllegalStateException("the app did not answer within " + timeout + ":\n" + output());
    }

    /** SIGKILL: no shutdown hook, no flush, no goodbye. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /** The exit status, or null when the app is still running after the timeout. */
    public Integer awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** The port the app was told to listen on. */
    public int port() {
        return port;
    }

    public String output() throws IOException {
        return Files.readString(log);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }

    private static String javaBinary() {
        return ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** Surefire hands the test JVM a one-jar class path; it keeps the real one here. */
    private static String classPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
