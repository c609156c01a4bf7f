package org.consentlab.sandbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.consentlab.Application;
import org.consentlab.mcp.McpTokens;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/**
 * What a call costs on disk, measured by hand (its name is no test's):
 * {@code ./mvnw test -Dtest=DiskPerCallBench -Dbench.calls=3000}. One app on a new H2 file;
 * MCP {@code get_account} calls over 8 sandboxes, 4 at a time; the database files' size a few
 * seconds after the calls, minus their size before, divided by the calls.
 */
class DiskPerCallBench {

    private static final int CALLS = Integer.getInteger("bench.calls", 3000);
    private static final String URL_OPTIONS = System.getProperty("bench.url-options", "");

    @Test
    void bytesOnDiskPerRead() throws Exception {
        for (String options : URL_OPTIONS.split("\\|", -1)) {
            measure(options);
        }
    }

    private void measure(String options) throws Exception {
        Path data = Files.createTempDirectory("disk-bench");
        try (var app = new SpringApplicationBuilder(Application.class)
                .run(
                        "--server.port=0",
                        "--server.address=127.0.0.1",
                        "--consentlab.agent.rate-limit.calls=100000",
                        "--consentlab.agent.rate-limit.burst=100000",
                        "--logging.level.root=WARN",
                        "--spring.datasource.url=jdbc:h2:file:" + data.resolve("bench") + options)) {
            int port = ((WebServerApplicationContext) app).getWebServer().getPort();
            List<RawMcpClient> clients = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                SandboxId sandbox = app.getBean(Sandboxes.class).create();
                clients.add(
                        RawMcpClient.connect(port, app.getBean(McpTokens.class).issue(sandbox)));
            }
            calls(clients, 200);
            Thread.sleep(5000);
            long before = size(data);
            long start = System.nanoTime();
            calls(clients, CALLS);
            double seconds = (System.nanoTime() - start) / 1e9;
            long rightAfter = size(data);
            Thread.sleep(5000);
            long after = size(data);
            app.getBean(org.springframework.jdbc.core.simple.JdbcClient.class)
                    .sql("SELECT SETTING_NAME || '=' || SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS "
                            + "WHERE SETTING_NAME LIKE 'info.%' OR SETTING_NAME IN ('RETENTION_TIME', 'WRITE_DELAY')")
                    .query(String.class)
                    .list()
                    .forEach(setting -> System.out.println("  " + setting));
            System.out.printf(
                    "[%s] %d reads in %.1f s (%.0f/s); files %d -> %d (right after) -> %d bytes 5 s later: "
                            + "%.0f bytes per call%n",
                    options,
                    CALLS,
                    seconds,
                    CALLS / seconds,
                    before,
                    rightAfter,
                    after,
                    (after - before) / (double) CALLS);
        }
    }

    private static void calls(List<RawMcpClient> clients, int count) throws Exception {
        try (var pool = Executors.newFixedThreadPool(4)) {
            List<Future<String>> answers = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                RawMcpClient client = clients.get(i % clients.size());
                answers.add(pool.submit(() -> client.call("get_account")));
            }
            for (Future<String> answer : answers) {
                if (!answer.get().contains("ACTIVE")) {
                    throw new IllegalStateException(answer.get());
                }
            }
        }
    }

    private static long size(Path data) throws Exception {
        try (Stream<Path> files = Files.list(data)) {
            return files.mapToLong(file -> file.toFile().length()).sum();
        }
    }
}
