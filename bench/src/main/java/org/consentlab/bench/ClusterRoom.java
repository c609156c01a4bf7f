package org.consentlab.bench;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A room across two nodes: 300 learners' pages opened as push clients through HAProxy, which
 * pins each to the node that holds its session (its {@code CONSENTLAB_NODE} cookie), so the room
 * is split over both. Ten learners are measured: each takes its MCP token from its page's "Connect
 * an agent" and its agent calls the other node than its page, so every gate reaches its page by
 * PostgreSQL's notice; 40 other learners' agents read 200 requests a second through HAProxy. The
 * nodes are warmed first, as an event's are before its room arrives ({@link ClosedLoop#warm}).
 * Visible = the pushed message carrying the gate at the page, minus the call's sending. Between
 * samples the learner presses Reset (three Cancels in a row would stop the agent asking). Then
 * both nodes' logs are read for SQL errors and push failures.
 */
final class ClusterRoom {

    static final int PAGES = 300;
    private static final int MEASURED = 10;
    private static final Function<McpWire, CompletableFuture<?>> READ = wire -> wire.callTool(McpWire.READ);
    private static final Pattern TROUBLE =
            Pattern.compile("(?i)(SQL\\w*Exception|CannotGetJdbcConnection|deadlock|serialization failure"
                    + "|Exception in push connection|push.*(fail|lost|error))");

    private final String proxy;
    private final String nodeA;
    private final String nodeB;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final List<PushPage> pages = new ArrayList<>();

    ClusterRoom(int proxyPort, int nodeAPort, int nodeBPort) {
        this.proxy = "http://127.0.0.1:" + proxyPort;
        this.nodeA = "http://127.0.0.1:" + nodeAPort;
        this.nodeB = "http://127.0.0.1:" + nodeBPort;
    }

    void measure(Results results, Path runDir) throws Exception {
        try {
            for (int i = 0; i < PAGES; i++) {
                pages.add(PushPage.open(http, proxy, "labs/account", "account-status"));
            }
            long onA = pages.stream()
                    .filter(page -> "a".equals(page.cookie("CONSENTLAB_NODE")))
                    .count();
            List<McpWire> readers = new ArrayList<>();
            for (PushPage page : pages.subList(MEASURED, MEASURED + 40)) {
                readers.add(McpWire.open(http, proxy, page.mcpToken(http)));
            }
            List<McpWire> agents = new ArrayList<>();
            for (PushPage page : pages.subList(0, MEASURED)) {
                // The other node than the page's: the gate must cross PostgreSQL to be seen.
                agents.add(McpWire.open(
                        http, "a".equals(page.cookie("CONSENTLAB_NODE")) ? nodeB : nodeA, page.mcpToken(http)));
            }
            List<McpWire> warmers = readers.subList(0, 16);
            List<Double> warming = ClosedLoop.warm(warmers, READ, Duration.ofSeconds(10));
            Tally warmUp = sample(agents, readers, Duration.ofSeconds(15)).tally(); // not counted
            Samples run = sample(agents, readers, Duration.ofSeconds(40));
            double after = ClosedLoop.perSecond(warmers, READ, Duration.ofSeconds(10));
            results.row(
                    "… what the two nodes serve: `get_account` through HAProxy, closed loop at concurrency 16, the room's pages open: the warm-up's 10 s rounds / after the room",
                    "%s / %.0f reads/s".formatted(ClosedLoop.rates(warming), after),
                    "(not a budget: the room asks 200/s)",
                    "");
            long[] micros = Stats.of(run.tally().micros());
            results.atMost(
                    ("Gate visible across two nodes, a room: %d push-client pages through HAProxy (%d on node a), "
                                    + "%d measured whose agents call the other node, 200 agent requests/s (%d samples)")
                            .formatted(PAGES, onA, MEASURED, micros.length),
                    Results.percentiles(micros),
                    Stats.percentile(micros, 95),
                    150_000,
                    "≤ 150 ms (p95)");
            List<String> trouble = trouble(runDir);
            results.row(
                    "… no SQL error or lost push in either node's log, no gate lost",
                    "%d log lines, %d gates not shown within 10 s, %d Resets unanswered"
                            .formatted(
                                    trouble.size(),
                                    run.tally().lost().get(),
                                    run.tally().resetsFailed().get()),
                    "none",
                    trouble.isEmpty()
                                    && run.tally().lost().get() == 0
                                    && run.tally().resetsFailed().get() == 0
                            ? "met"
                            : "MISSED");
            results.note("Two-node room, the measured gated calls' own answers (sent → PENDING, on the other node): "
                    + Results.percentiles(Stats.of(run.tally().answeredMicros()))
                    + ": the rest of a gate's time to its page is PostgreSQL's notice and the page's redraw and push.");
            results.note(
                    "Two-node room: %,d background reads (%d failed: %s); gates lost: %s; Resets unanswered: %s; in the warm-up before it (not counted): %d gates lost %s, %d Resets unanswered %s; the log lines: %s."
                            .formatted(
                                    run.background(),
                                    run.backgroundFailed(),
                                    run.backgroundCauses(),
                                    run.tally().lostCauses().isEmpty()
                                            ? "none"
                                            : run.tally().lostCauses(),
                                    run.tally().resetCauses().isEmpty()
                                            ? "none"
                                            : run.tally().resetCauses(),
                                    warmUp.lost().get(),
                                    warmUp.lostCauses(),
                                    warmUp.resetsFailed().get(),
                                    warmUp.resetCauses(),
                                    trouble.isEmpty()
                                            ? "none"
                                            : String.join(" | ", trouble.subList(0, Math.min(5, trouble.size())))));
        } finally {
            pages.forEach(PushPage::close);
        }
    }

    /**
     * What the measured learners saw in one run: each gate's time to the page, the gates lost and
     * why (the gated call's failure, or "answered, not shown"), the Resets unanswered and why.
     */
    private record Tally(
            ConcurrentLinkedQueue<Long> micros,
            ConcurrentLinkedQueue<Long> answeredMicros,
            AtomicInteger lost,
            Map<String, Integer> lostCauses,
            AtomicInteger resetsFailed,
            Map<String, Integer> resetCauses) {

        Tally() {
            this(
                    new ConcurrentLinkedQueue<>(),
                    new ConcurrentLinkedQueue<>(),
                    new AtomicInteger(),
                    new ConcurrentHashMap<>(),
                    new AtomicInteger(),
                    new ConcurrentHashMap<>());
        }
    }

    /** One run: the measured learners' tally and the background reads sent beside them. */
    private record Samples(Tally tally, int background, int backgroundFailed, String backgroundCauses) {}

    private Samples sample(List<McpWire> agents, List<McpWire> readers, Duration length) throws Exception {
        Tally tally = new Tally();
        long until = System.nanoTime() + length.toNanos();
        ExecutorService samplers = Executors.newFixedThreadPool(agents.size());
        try (FixedRate.Background traffic = FixedRate.background(readers, 200, wire -> wire.callTool(McpWire.READ))) {
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < agents.size(); i++) {
                PushPage page = pages.get(i);
                McpWire agent = agents.get(i);
                running.add(samplers.submit(() -> learner(page, agent, until, tally)));
            }
            for (Future<?> sampler : running) {
                sampler.get(length.toSeconds() + 120, TimeUnit.SECONDS);
            }
            return new Samples(tally, traffic.sent().get(), traffic.failed().get(), traffic.topCauses());
        } finally {
            samplers.shutdownNow();
        }
    }

    private Void learner(PushPage page, McpWire agent, long until, Tally run) throws Exception {
        Thread.sleep((long) (Math.random() * 1000));
        while (System.nanoTime() < until) {
            Thread.sleep(1000); // a quiet spell: longer than the redraw gap
            var shown = page.whenPushed("\"consent-gate\"");
            long sent = System.nanoTime();
            String stage = "the gated call: ";
            try {
                String answer = agent.callTool(McpWire.GATED).get(40, TimeUnit.SECONDS);
                if (!answer.contains("PENDING")) {
                    throw new IllegalStateException("the gated call did not arm a gate: " + answer);
                }
                run.answeredMicros().add((System.nanoTime() - sent) / 1000);
                stage = "answered PENDING, not shown: ";
                run.micros().add((shown.get(10, TimeUnit.SECONDS) - sent) / 1000);
            } catch (TimeoutException | ExecutionException | IllegalStateException notShown) {
                run.micros().add(TimeUnit.SECONDS.toMicros(10)); // counted at 10 s, as in the gate part
                run.lost().incrementAndGet();
                run.lostCauses().merge(stage + FixedRate.cause(notShown), 1, Integer::sum);
            }
            try {
                page.click(http, "reset-sandbox");
            } catch (Exception unanswered) {
                // A Reset the node did not answer (60 s) is a failure to note, not the end of the room's run.
                run.resetsFailed().incrementAndGet();
                run.resetCauses().merge(FixedRate.cause(unanswered), 1, Integer::sum);
            }
        }
        return null;
    }

    /** Lines of both nodes' logs that tell of a SQL error or a failed push. */
    private static List<String> trouble(Path runDir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String node : List.of("node-a", "node-b")) {
            Path log = runDir.resolve(node + ".log");
            if (Files.exists(log)) {
                Files.readAllLines(log).stream()
                        .filter(line -> TROUBLE.matcher(line).find())
                        .map(line -> node + ": " + line)
                        .forEach(lines::add);
            }
        }
        return lines;
    }
}
