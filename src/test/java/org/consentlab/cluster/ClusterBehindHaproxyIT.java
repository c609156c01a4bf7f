package org.consentlab.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.click;
import static org.consentlab.browser.BrowserTestSupport.newChromium;
import static org.consentlab.browser.BrowserTestSupport.present;
import static org.consentlab.browser.BrowserTestSupport.screenshot;
import static org.consentlab.browser.BrowserTestSupport.text;
import static org.consentlab.browser.BrowserTestSupport.waitFor;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.consentlab.browser.BrowserTestSupport;
import org.consentlab.browser.Chromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The documented deployment, for real: {@code deploy/cluster} starts PostgreSQL, two nodes from
 * the packaged jar and HAProxy. A learner's page is open on one node; an agent's MCP call reaches
 * the other node directly; the gate shows in the page by server push. Through the balancer, an
 * MCP session stays on the node that opened it, which is the only node that knows it. The same
 * person's Confirm pressed on both nodes at once sends one DELETE.
 */
class ClusterBehindHaproxyIT {

    static final Path RUN_DIR = Path.of("target", "cluster-it").toAbsolutePath();
    static final Map<String, Integer> ports = new HashMap<>();
    static final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    static WebDriver browser;
    static String pageNode;
    static String token;

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @BeforeAll
    static void startTheCluster() throws Exception {
        for (String name : List.of("LB_PORT", "NODE_A_PORT", "NODE_B_PORT", "PG_PORT")) {
            ports.put(name, freePort());
        }
        // Fresh ports each run; whatever a crashed earlier run left behind is not ours to stop.
        org.springframework.util.FileSystemUtils.deleteRecursively(RUN_DIR);
        cluster("start");
        browser = newChromium();
        browser.get("http://127.0.0.1:" + ports.get("LB_PORT") + "/labs/account");
        waitFor(browser)
                .until(d -> present(d, "account-status")
                        && text(d, "account-status").equals("ACTIVE"));
        pageNode = browser.manage().getCookieNamed("CONSENTLAB_NODE").getValue();
        click(browser, "connect-agent");
        waitFor(browser)
                .until(d -> !d.findElement(By.id("mcp-token"))
                        .getDomProperty("value")
                        .isBlank());
        token = browser.findElement(By.id("mcp-token")).getDomProperty("value");
        click(browser, "connect-agent-close");
    }

    @AfterAll
    static void stopTheCluster() throws Exception {
        if (browser != null) {
            browser.quit();
        }
        cluster("stop");
    }

    @Test
    void aGateArmedThroughMcpOnTheOtherNodeShowsInTheOpenPage() throws Exception {
        int otherNode = ports.get(pageNode.equals("a") ? "NODE_B_PORT" : "NODE_A_PORT");
        String session =
                initialize(otherNode).headers().firstValue("Mcp-Session-Id").orElseThrow();

        long asked = System.nanoTime();
        var answer = mcp(otherNode, session, call("delete_account", 3));
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).contains("PENDING. A human must confirm in the page. Nothing deleted yet.");

        waitFor(browser).until(d -> present(d, "consent-gate"));
        long shownAfterMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
        System.out.printf(
                "gate armed on the other node, shown in the page on node %s after %d ms%n", pageNode, shownAfterMs);
        screenshot(browser, "cluster-gate-from-other-node");
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");

        click(browser, "consent-cancel");
        waitFor(browser).until(d -> !present(d, "consent-gate"));
        assertThat(text(browser, "account-status")).isEqualTo("ACTIVE");
    }

    @Test
    void anMcpSessionOpenedThroughTheBalancerStaysOnItsNode() throws Exception {
        int balancer = ports.get("LB_PORT");
        var opened = initialize(balancer);
        String session = opened.headers().firstValue("Mcp-Session-Id").orElseThrow();
        String node = opened.headers().firstValue("X-Consentlab-Node").orElseThrow();

        for (int i = 0; i < 10; i++) {
            var read = mcp(balancer, session, call("get_account", 10 + i));
            assertThat(read.statusCode()).isEqualTo(200);
            assertThat(read.headers().firstValue("X-Consentlab-Node")).contains(node);
            assertThat(read.body()).contains("Ada Lovelace");
        }
        // Why the pin matters: the other node has never heard of this session.
        int elsewhere = ports.get(node.equals("a") ? "NODE_B_PORT" : "NODE_A_PORT");
        assertThat(mcp(elsewhere, session, call("get_account", 99)).statusCode())
                .isEqualTo(404);
    }

    @Test
    void theSamePersonConfirmingOnBothNodesAtOnceDeletesOnce() throws Exception {
        WebDriver onA = chromium.open();
        WebDriver onB = chromium.open();
        onA.get(node("NODE_A_PORT") + "labs/account");
        waitFor(onA).until(d -> present(d, "account-status"));
        // The same learner on node b: the sandbox cookie holds for 127.0.0.1 on every port.
        onB.get(node("NODE_B_PORT") + "VAADIN/not-a-page");
        onB.manage().addCookie(onA.manage().getCookieNamed("consentlab-sandbox"));
        onB.get(node("NODE_B_PORT") + "labs/account");
        waitFor(onB).until(d -> present(d, "account-status"));
        assertThat(text(onB, "sandbox-badge")).isEqualTo(text(onA, "sandbox-badge"));

        click(onA, "request-deletion");
        for (WebDriver page : List.of(onA, onB)) {
            waitFor(page).ignoring(StaleElementReferenceException.class).until(d -> {
                ((JavascriptExecutor) d)
                        .executeScript(
                                "arguments[0].scrollIntoView({block: 'center'})",
                                d.findElement(By.id("consent-confirm")));
                return true;
            });
        }
        var start = new CountDownLatch(1);
        try (var racers = Executors.newFixedThreadPool(2)) {
            for (WebDriver page : List.of(onA, onB)) {
                racers.submit(() -> {
                    start.await();
                    try {
                        page.findElement(By.id("consent-confirm")).click();
                    } catch (WebDriverException lostAtThePage) {
                        // The other node's decision reached this page first and took the button away.
                    }
                    return null;
                });
            }
            start.countDown();
        }

        for (WebDriver page : List.of(onA, onB)) {
            waitFor(page)
                    .ignoring(StaleElementReferenceException.class)
                    .until(d -> text(d, "account-status").equals("DELETED"));
        }
        JsonNode wire =
                JsonMapper.shared().readTree(BrowserTestSupport.export(onA)).get("wire");
        assertThat(wire.valueStream()
                        .map(w ->
                                w.get("method").asString() + " " + w.get("path").asString()))
                .containsExactly("DELETE /api/account");
    }

    private static String node(String name) {
        return "http://127.0.0.1:" + ports.get(name) + "/";
    }

    private static HttpResponse<String> initialize(int port) throws Exception {
        var response = mcp(port, null, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                "capabilities":{},"clientInfo":{"name":"cluster-it","version":"1"}}}""");
        assertThat(response.statusCode()).isEqualTo(200);
        String session = response.headers().firstValue("Mcp-Session-Id").orElseThrow();
        var initialized = mcp(port, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertThat(initialized.statusCode()).isBetween(200, 202);
        return response;
    }

    private static String call(String tool, int id) {
        return """
                {"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"%s","arguments":{}}}""".formatted(id, tool);
    }

    private static HttpResponse<String> mcp(int port, String session, String body) throws Exception {
        var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(20))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void cluster(String command) throws IOException, InterruptedException {
        Files.createDirectories(RUN_DIR);
        var process = new ProcessBuilder("bash", "deploy/cluster", command)
                .redirectErrorStream(true)
                .redirectOutput(RUN_DIR.resolve("cluster-" + command + ".log").toFile());
        process.environment().put("RUN_DIR", RUN_DIR.toString());
        process.environment().put("JAVA_HOME", System.getProperty("java.home"));
        process.environment().put("LOGGING_LEVEL_ORG_CONSENTLAB_CLUSTER", "DEBUG");
        ports.forEach((name, port) -> process.environment().put(name, String.valueOf(port)));
        Process running = process.start();
        if (!running.waitFor(6, TimeUnit.MINUTES) || running.exitValue() != 0) {
            running.destroy();
            throw new IllegalStateException("deploy/cluster " + command + " failed:\n"
                    + Files.readString(RUN_DIR.resolve("cluster-" + command + ".log")));
        }
    }

    private static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
