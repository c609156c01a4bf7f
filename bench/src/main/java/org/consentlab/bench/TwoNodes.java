package org.consentlab.bench;

import static org.consentlab.browser.BrowserTestSupport.click;
import static org.consentlab.browser.BrowserTestSupport.present;
import static org.consentlab.browser.BrowserTestSupport.waitFor;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.consentlab.browser.BrowserTestSupport;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.util.FileSystemUtils;

/**
 * Gate visible across two nodes, with the documented deployment ({@code deploy/cluster}: two
 * nodes from the packaged jar on a throw-away PostgreSQL, behind HAProxy): Lab 4 open in
 * headless Chromium on node a, the agent's {@code delete_account} sent to node b. "Visible" is
 * the moment the gate's element enters the page's DOM (a MutationObserver in the page notes the
 * wall clock), minus the moment the call was sent; browser and bench share the machine's clock.
 */
final class TwoNodes {

    private static final int SAMPLES = 20;
    private static final String OBSERVE = """
            window.gateSeenAt = null;
            if (!window.gateObserver) {
              window.gateObserver = new MutationObserver(() => {
                if (window.gateSeenAt === null && document.getElementById('consent-gate')) {
                  window.gateSeenAt = performance.timeOrigin + performance.now();
                }
              });
              window.gateObserver.observe(document.body, {childList: true, subtree: true});
            }""";

    private final Path runDir;
    private final Map<String, Integer> ports = Map.of(
            "LB_PORT",
            Machine.freePort(),
            "NODE_A_PORT",
            Machine.freePort(),
            "NODE_B_PORT",
            Machine.freePort(),
            "PG_PORT",
            Machine.freePort());

    TwoNodes(Path runDir) {
        this.runDir = runDir;
    }

    void measure(Results results) throws Exception {
        FileSystemUtils.deleteRecursively(runDir);
        Files.createDirectories(runDir);
        try {
            cluster("start");
            long[] micros = samples();
            results.atMost(
                    "Gate visible across two nodes: armed through MCP on node b, shown in Chromium on node a "
                            + "(PostgreSQL LISTEN/NOTIFY; %d samples)".formatted(micros.length),
                    Results.percentiles(micros),
                    Stats.percentile(micros, 95),
                    150_000,
                    "≤ 150 ms (p95)");
            new ClusterRoom(ports.get("LB_PORT"), ports.get("NODE_A_PORT"), ports.get("NODE_B_PORT"))
                    .measure(results, runDir);
        } finally {
            cluster("stop");
        }
    }

    private long[] samples() throws Exception {
        ChromeDriver page = BrowserTestSupport.newChromium();
        try {
            page.get("http://127.0.0.1:" + ports.get("NODE_A_PORT") + "/labs/account");
            waitFor(page).until(d -> present(d, "account-status"));
            click(page, "connect-agent");
            waitFor(page)
                    .until(d -> !d.findElement(By.id("mcp-token"))
                            .getDomProperty("value")
                            .isBlank());
            String token = page.findElement(By.id("mcp-token")).getDomProperty("value");
            click(page, "connect-agent-close");
            HttpClient http =
                    HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            McpWire agent = McpWire.open(http, "http://127.0.0.1:" + ports.get("NODE_B_PORT"), token);
            List<Long> micros = new ArrayList<>();
            for (int i = 0; i < SAMPLES + 2; i++) {
                Thread.sleep(1000); // a quiet spell: longer than the redraw gap
                page.executeScript(OBSERVE);
                Instant sent = Instant.now();
                agent.callTool(McpWire.GATED).get(30, TimeUnit.SECONDS);
                waitFor(page).until(d -> page.executeScript("return window.gateSeenAt") != null);
                double seenMs = ((Number) page.executeScript("return window.gateSeenAt")).doubleValue();
                if (i >= 2) { // the first two warm the path
                    micros.add(Math.round(seenMs * 1000) - ChronoUnit.MICROS.between(Instant.EPOCH, sent));
                }
                // Reset, not Cancel: three declines in a row would (rightly) stop the agent asking again.
                page.executeScript("document.getElementById('reset-sandbox').click()");
                waitFor(page).until(d -> !present(d, "consent-gate"));
            }
            return micros.stream().mapToLong(Long::longValue).toArray();
        } finally {
            page.quit();
        }
    }

    private void cluster(String command) throws Exception {
        ProcessBuilder process = new ProcessBuilder("bash", "deploy/cluster", command)
                .redirectErrorStream(true)
                .redirectOutput(runDir.resolve("cluster-" + command + ".log").toFile());
        process.environment().put("RUN_DIR", runDir.toString());
        process.environment().put("JAVA_HOME", System.getProperty("java.home"));
        ports.forEach((name, port) -> process.environment().put(name, String.valueOf(port)));
        Process running = process.start();
        if (!running.waitFor(6, TimeUnit.MINUTES) || running.exitValue() != 0) {
            running.destroy();
            throw new IllegalStateException("deploy/cluster " + command + " failed; see " + runDir);
        }
    }
}
