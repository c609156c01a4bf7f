package org.consentlab.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.mcp.McpTokens;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.Outcome;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * What the bench asks of the app it measures that no page or MCP call offers: a sandbox and its
 * agent's token, the pending gates cancelled between samples, a gate's decision time, how many
 * pages are open, H2's store version, the bytes its threads have allocated. Loaded only into the app's JVM that the bench starts (its
 * class files are put on that JVM's {@code loader.path}; the packaged jar never holds them), and
 * served on a port of its own on loopback, so that these few requests take none of the servlet
 * container's threads and pass none of its filters.
 */
@Component
class AppControl implements SmartLifecycle {

    private final Map<String, Function<Map<String, String>, String>> routes;
    private final int port;
    private HttpServer server;

    AppControl(
            Sandboxes sandboxes,
            McpTokens tokens,
            ConsentGates gates,
            JdbcClient jdbc,
            @Value("${consentlab.bench.control-port}") int port) {
        this.port = port;
        this.routes = Map.of(
                "/sandbox", query -> sandboxes.create().value(),
                "/token", query -> tokens.issue(sandbox(query)),
                "/cancel",
                        query -> {
                            var pending = gates.pending(sandbox(query));
                            pending.forEach(gate -> gates.cancel(
                                    gate.id(), Outcome.CANCELLED, "bench", "the bench arms the next gate"));
                            return pending.stream()
                                    .map(gate -> String.valueOf(gate.id()))
                                    .collect(Collectors.joining(","));
                        },
                "/pending",
                        query -> gates.pending(sandbox(query)).stream()
                                .filter(gate -> gate.tool().equals(query.get("tool")))
                                .map(gate -> String.valueOf(gate.id()))
                                .collect(Collectors.joining(",")),
                "/gate", query -> describe(gates.find(Long.parseLong(query.get("id")))),
                "/pages", query -> String.valueOf(OpenPages.OPEN.get()),
                "/production", query -> String.valueOf(OpenPages.production()),
                "/allocated", query -> String.valueOf(allocated()),
                "/store-version",
                        query -> String.valueOf(jdbc.sql("SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS "
                                        + "WHERE SETTING_NAME = 'info.CURRENT_VERSION'")
                                .query(Long.class)
                                .optional()
                                .orElse(0L)));
    }

    /**
     * Bytes the JVM's threads have allocated since it started, those that have ended included: the
     * counter JFR's {@code jdk.ThreadAllocationStatistics} reads per live thread.
     */
    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean())
                .getTotalThreadAllocatedBytes();
    }

    /** {@code PENDING} or the decision's status and its time in epoch microseconds. */
    private static String describe(Optional<Gate> found) {
        Gate gate = found.orElseThrow();
        if (gate.decidedAt() == null) {
            return gate.status().name();
        }
        long micros =
                gate.decidedAt().getEpochSecond() * 1_000_000 + gate.decidedAt().getNano() / 1000;
        return gate.status().name() + " " + micros;
    }

    private static SandboxId sandbox(Map<String, String> query) {
        return SandboxId.parse(query.get("sandbox")).orElseThrow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        byte[] body;
        int status = 200;
        try {
            var route = routes.get(exchange.getRequestURI().getPath());
            body = route == null ? new byte[0] : route.apply(query(exchange)).getBytes(StandardCharsets.UTF_8);
            status = route == null ? 404 : 200;
        } catch (RuntimeException failure) {
            body = failure.toString().getBytes(StandardCharsets.UTF_8);
            status = 500;
        }
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (var out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static Map<String, String> query(HttpExchange exchange) {
        String raw = exchange.getRequestURI().getQuery();
        if (raw == null) {
            return Map.of();
        }
        return java.util.Arrays.stream(raw.split("&"))
                .map(pair -> pair.split("=", 2))
                .collect(Collectors.toMap(pair -> pair[0], pair -> pair.length > 1 ? pair[1] : ""));
    }

    @Override
    public void start() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        } catch (IOException e) {
            throw new IllegalStateException("the bench's control port " + port + " is taken", e);
        }
        server.createContext("/", this::handle);
        server.start();
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop(0);
            server = null;
        }
    }

    @Override
    public boolean isRunning() {
        return server != null;
    }
}
