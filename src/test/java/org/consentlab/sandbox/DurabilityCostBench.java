package org.consentlab.sandbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.consentlab.Application;
import org.consentlab.mcp.McpTokens;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What durable commits cost, measured by hand (not part of the suite: its name is no test's):
 * {@code ./mvnw test -Dtest=DurabilityCostBench}. One app on an H2 file database; phases
 * alternate between H2's default write delay (500 ms, the old behaviour) and 0 (what the app
 * sets now), each timing arms of {@code delete_account} and reads of {@code get_account} over
 * MCP, as an agent sees them. Prints medians and 90th percentiles and the ratios.
 */
class DurabilityCostBench {

    private static final int CALLS_PER_PHASE = Integer.getInteger("bench.calls", 150);

    @Test
    void armAndReadLatencyWithAndWithoutTheWriteDelay() throws Exception {
        Path data = Files.createTempDirectory("durability-bench");
        try (var app = new SpringApplicationBuilder(Application.class)
                .run(
                        "--server.port=0",
                        "--server.address=127.0.0.1",
                        "--spring.datasource.url=jdbc:h2:file:" + data.resolve("bench"))) {
            int port = ((WebServerApplicationContext) app).getWebServer().getPort();
            JdbcClient jdbc = app.getBean(JdbcClient.class);
            List<long[]> before = new ArrayList<>();
            List<long[]> after = new ArrayList<>();
            for (int phase = 0; phase < 4; phase++) {
                boolean durable = phase % 2 == 1;
                jdbc.sql("SET WRITE_DELAY " + (durable ? 0 : 500)).update();
                (durable ? after : before).add(phase(app, port, "delete_account"));
                (durable ? after : before).add(phase(app, port, "get_account"));
            }
            report("arm  (delete_account)", join(before.get(0), before.get(2)), join(after.get(0), after.get(2)));
            report("read (get_account)   ", join(before.get(1), before.get(3)), join(after.get(1), after.get(3)));
        }
    }

    /** Nanoseconds of one tools/call each, every call on a fresh sandbox and MCP session. */
    private static long[] phase(org.springframework.context.ApplicationContext app, int port, String tool)
            throws Exception {
        long[] took = new long[CALLS_PER_PHASE];
        for (int i = 0; i < CALLS_PER_PHASE; i++) {
            SandboxId sandbox = app.getBean(Sandboxes.class).create();
            RawMcpClient client =
                    RawMcpClient.connect(port, app.getBean(McpTokens.class).issue(sandbox));
            long start = System.nanoTime();
            client.call(tool);
            took[i] = System.nanoTime() - start;
        }
        return took;
    }

    private static void report(String what, long[] before, long[] after) {
        System.out.printf(
                "%s  before: median %.2f ms, p90 %.2f ms | after: median %.2f ms, p90 %.2f ms | "
                        + "ratio after/before: median %.2f, p90 %.2f (n=%d each)%n",
                what,
                ms(before, 50),
                ms(before, 90),
                ms(after, 50),
                ms(after, 90),
                ms(after, 50) / ms(before, 50),
                ms(after, 90) / ms(before, 90),
                before.length);
    }

    private static double ms(long[] nanos, int percentile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, sorted.length * percentile / 100)] / 1e6;
    }

    private static long[] join(long[] a, long[] b) {
        long[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
