package org.consentlab.bench;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/** A real MCP client (the Java SDK over Streamable HTTP) acting as one sandbox's agent. */
final class Agent implements AutoCloseable {

    private final int port;
    private final String token;
    private final List<McpSyncClient> clients = new ArrayList<>();
    private final McpSyncClient main;

    Agent(int port, String token) {
        this.port = port;
        this.token = token;
        this.main = connect();
    }

    private McpSyncClient connect() {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://127.0.0.1:" + port)
                .endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                .build();
        McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
        client.initialize();
        synchronized (clients) {
            clients.add(client);
        }
        return client;
    }

    McpSchema.CallToolResult call(String tool, Map<String, Object> args) {
        return main.callTool(new McpSchema.CallToolRequest(tool, args));
    }

    /** {@code samples} sequential reads; the latency of each, in microseconds. */
    long[] reads(int samples) {
        long[] micros = new long[samples];
        for (int i = 0; i < samples; i++) {
            long start = System.nanoTime();
            McpSchema.CallToolResult result = call("get_account", Map.of());
            micros[i] = (System.nanoTime() - start) / 1000;
            if (Boolean.TRUE.equals(result.isError())) {
                throw new IllegalStateException("read failed: " + result.content());
            }
        }
        return micros;
    }

    /** {@code total} reads spread over {@code concurrency} clients, as fast as they go. */
    void burst(int total, int concurrency) throws Exception {
        AtomicInteger left = new AtomicInteger(total);
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < concurrency; i++) {
                workers.add(pool.submit(() -> {
                    try (Session session = new Session()) {
                        while (left.getAndDecrement() > 0) {
                            session.client.callTool(new McpSchema.CallToolRequest("get_account", Map.of()));
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Reads at {@code concurrency} until {@code running} turns false; returns how many were made. */
    Future<Integer> keepReading(int concurrency, AtomicBoolean running) {
        ExecutorService pool = Executors.newFixedThreadPool(concurrency + 1);
        return pool.submit(() -> {
            AtomicInteger made = new AtomicInteger();
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < concurrency; i++) {
                workers.add(pool.submit(() -> {
                    try (Session session = new Session()) {
                        while (running.get()) {
                            session.client.callTool(new McpSchema.CallToolRequest("get_account", Map.of()));
                            made.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
            pool.shutdown();
            return made.get();
        });
    }

    /** A load worker's own session, closed (DELETE) when its work ends, as a well-behaved client does. */
    private final class Session implements AutoCloseable {

        private final McpSyncClient client = connect();

        @Override
        public void close() {
            synchronized (clients) {
                clients.remove(client);
            }
            closeQuietly(client);
        }
    }

    private static void closeQuietly(McpSyncClient client) {
        try {
            client.closeGracefully();
        } catch (RuntimeException e) {
            // the session ends either way; the server also expires idle ones
        }
    }

    @Override
    public void close() {
        synchronized (clients) {
            clients.forEach(Agent::closeQuietly);
        }
    }
}
