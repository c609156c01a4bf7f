package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.FileSystemUtils;

/**
 * The README's run command names the JVM's AOT cache that the build trains ({@code
 * target/app/consent-lab.aot}). A cache that is missing, or stale because the jar changed after
 * it was trained, must cost the start-up time only: the JVM says so in one line and runs without
 * it, and the app serves its first page as it does without the option. The cache the build trains
 * holds the first page's request handling too: its training run opens the pages before it exits.
 * The command also runs the JIT's compilers below the threads that start the app and serve it.
 */
class AotCacheIT {

    private static final Path EXTRACTED = Path.of("target", "app", "consent-lab.jar");

    @TempDir
    Path dir;

    /** Vaadin's handlers of a page's bootstrap, its UI requests and its push connection: loaded by the first page alone. */
    private static final List<String> FIRST_PAGE_CLASSES = List.of(
            "com.vaadin.flow.server.communication.JavaScriptBootstrapHandler",
            "com.vaadin.flow.server.communication.UidlRequestHandler",
            "com.vaadin.flow.server.communication.PushHandler");

    @Test
    void theTrainedCacheHoldsTheFirstPagesClasses() throws Exception {
        String log = serveFirstPage(
                EXTRACTED, EXTRACTED.resolveSibling("consent-lab.aot"), List.of("-Xlog:class+load=info"));
        for (String name : FIRST_PAGE_CLASSES) {
            String loaded = log.lines()
                    .filter(line -> line.contains("] " + name + " source: "))
                    .findFirst()
                    .orElse(name + " not loaded");
            assertThat(loaded).as("where %s is loaded from", name).endsWith("source: shared objects file");
        }
    }

    @Test
    void aMissingCacheIsIgnoredAndTheAppServes() throws Exception {
        String log = serveFirstPage(EXTRACTED, dir.resolve("no-such.aot"));
        assertThat(log).as("the JVM says it could not use the cache").containsIgnoringCase("AOT cache");
    }

    @Test
    void aStaleCacheIsIgnoredAndTheAppServes() throws Exception {
        Path copy = dir.resolve("app");
        FileSystemUtils.copyRecursively(EXTRACTED.getParent(), copy);
        Path cache = copy.resolve("consent-lab.aot");
        assertThat(cache).as("the cache the build trained (JDK 25 or newer)").exists();
        Path jar = copy.resolve("consent-lab.jar");
        // A later build: the jar no longer the one the cache was trained on.
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        String log = serveFirstPage(jar, cache);
        assertThat(log).as("the JVM says it could not use the cache").containsIgnoringCase("AOT cache");
    }

    @Test
    void theCompilersRunBelowTheThreadsThatServe() throws Exception {
        Map<String, Integer> niceByThread = new HashMap<>();
        serveFirstPage(EXTRACTED, EXTRACTED.resolveSibling("consent-lab.aot"), List.of(), app -> {
            niceByThread.putAll(niceByThread(app.pid()));
        });
        assertThat(niceByThread)
                .as("the nice value of the app's threads, by name (/proc/<pid>/task/*/stat)")
                .containsEntry("C1 CompilerThre", 10)
                .containsEntry("C2 CompilerThre", 10)
                // The thread that runs main(): the launcher's, which the kernel knows by the process's name.
                .containsEntry("java", 0)
                .hasEntrySatisfying("http-nio-127.0.", nice -> assertThat(nice).isZero());
    }

    /** Each thread name's nice value (the 19th field of a thread's stat line; names are cut at 15 characters). */
    private static Map<String, Integer> niceByThread(long pid) throws IOException {
        Map<String, Integer> nice = new HashMap<>();
        try (Stream<Path> threads = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path thread : threads.toList()) {
                String stat = Files.readString(thread.resolve("stat"));
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                nice.put(name, Integer.parseInt(fields[16]));
            }
        }
        return nice;
    }

    private String serveFirstPage(Path jar, Path cache) throws Exception {
        return serveFirstPage(jar, cache, List.of());
    }

    private String serveFirstPage(Path jar, Path cache, List<String> jvmOptions) throws Exception {
        return serveFirstPage(jar, cache, jvmOptions, app -> {});
    }

    /** What a test reads of the running app once it served its first page. */
    private interface WhileServing {
        void read(Process app) throws IOException;
    }

    /** Starts the README's command on a new database and returns its output once the first page is served. */
    private String serveFirstPage(Path jar, Path cache, List<String> jvmOptions, WhileServing whileServing)
            throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Path log = dir.resolve("app-" + port + ".log");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(RunCommand.readme().jvmOptions(cache));
        command.addAll(jvmOptions);
        command.addAll(List.of(
                "-jar",
                jar.toString(),
                "--server.port=" + port,
                "--server.address=127.0.0.1",
                "--spring.datasource.url=jdbc:h2:file:" + dir.resolve("db-" + port)));
        Process app = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            HttpClient http = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(1))
                    .build();
            Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
            while (true) {
                assertThat(app.isAlive())
                        .as("the app runs: %s", Files.readString(log))
                        .isTrue();
                assertThat(Instant.now()).as("the first page within 3 minutes").isBefore(deadline);
                int status = 0;
                try {
                    status = http.send(
                                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/labs/account"))
                                            .build(),
                                    HttpResponse.BodyHandlers.discarding())
                            .statusCode();
                } catch (IOException notYet) {
                    // not listening yet
                }
                if (status == 200) {
                    whileServing.read(app);
                    return Files.readString(log);
                }
                Thread.sleep(200);
            }
        } finally {
            app.destroy();
            if (!app.waitFor(30, TimeUnit.SECONDS)) {
                app.destroyForcibly();
            }
        }
    }
}
