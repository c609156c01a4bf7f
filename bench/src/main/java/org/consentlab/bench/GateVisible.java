package org.consentlab.bench;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.consentlab.sandbox.SandboxId;

/**
 * Gate visible in the learner's page after an agent's call, measured at the client: the moment
 * the learner's push connection receives the change that shows the gate, minus the moment the
 * agent's {@code tools/call} was sent. Learners' pages are {@link PushPage}s on Lab 4; some of
 * them are measured (their agent asks for {@code delete_account} after a quiet spell, and the
 * gate is cancelled again); the other learners' agents read at a steady rate, so their pages
 * redraw by push all the time, as in a workshop.
 */
final class GateVisible {

    /** Longer than the redraw gap (0.5 s): each measured call is the first change after a quiet spell. */
    private static final Duration QUIET = Duration.ofMillis(1000);

    private final AppProcess app;
    private final String base;
    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final List<PushPage> pages = new ArrayList<>();

    GateVisible(AppProcess app) {
        this.app = app;
        this.base = "http://127.0.0.1:" + app.port();
    }

    /** Opens more learners' pages until {@code count} are open. */
    void openPages(int count) throws Exception {
        while (pages.size() < count) {
            pages.add(PushPage.open(http, base, "labs/account", "account-status"));
        }
    }

    int openCount() {
        return pages.size();
    }

    /**
     * For {@code length}: the first {@code measured} pages' agents arm gates one at a time each;
     * the next up to 40 pages' agents read at {@code agentRate} requests a second in total.
     */
    Run measure(int measured, int agentRate, Duration length) throws Exception {
        List<McpWire> others = new ArrayList<>();
        for (PushPage page : pages.subList(measured, Math.min(pages.size(), measured + 40))) {
            others.add(McpWire.open(http, base, app.token(sandboxOf(page))));
        }
        ConcurrentLinkedQueue<Long> samples = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Long> answered = new ConcurrentLinkedQueue<>();
        AtomicInteger lost = new AtomicInteger();
        ExecutorService samplers = Executors.newFixedThreadPool(measured);
        long until = System.nanoTime() + length.toNanos();
        Machine.Cpu cpu = Machine.Cpu.start(app);
        long pushedBefore = PushPage.PUSHED.get();
        try (FixedRate.Background traffic =
                agentRate == 0 ? null : FixedRate.background(others, agentRate, wire -> wire.callTool(McpWire.READ))) {
            List<Future<?>> running = new ArrayList<>();
            for (PushPage page : pages.subList(0, measured)) {
                running.add(samplers.submit(() -> sample(page, until, samples, answered, lost)));
            }
            for (Future<?> sampler : running) {
                sampler.get(length.toSeconds() + 60, TimeUnit.SECONDS);
            }
            int background = traffic == null ? 0 : traffic.sent().get();
            int failed = traffic == null ? 0 : traffic.failed().get();
            double pushed = (PushPage.PUSHED.get() - pushedBefore) / (double) length.toSeconds();
            return new Run(Stats.of(samples), Stats.of(answered), lost.get(), background, failed, cpu.share(), pushed);
        } finally {
            samplers.shutdownNow();
        }
    }

    private Void sample(
            PushPage page,
            long until,
            ConcurrentLinkedQueue<Long> samples,
            ConcurrentLinkedQueue<Long> answered,
            AtomicInteger lost)
            throws Exception {
        SandboxId sandbox = sandboxOf(page);
        McpWire agent = McpWire.open(http, base, app.token(sandbox));
        Thread.sleep((long) (Math.random() * QUIET.toMillis()));
        while (System.nanoTime() < until) {
            Thread.sleep(QUIET.toMillis());
            var shown = page.whenPushed("\"consent-gate\"");
            long sent = System.nanoTime();
            try {
                String answer = agent.callTool(McpWire.GATED).get(40, TimeUnit.SECONDS);
                answered.add((System.nanoTime() - sent) / 1000);
                if (!answer.contains("PENDING")) {
                    throw new IllegalStateException("the gated call did not arm a gate: " + answer);
                }
                samples.add((shown.get(10, TimeUnit.SECONDS) - sent) / 1000);
            } catch (TimeoutException | ExecutionException notShown) {
                // The call timed out or was told to slow down, or its gate never came:
                // counted at 10 s, so that a gate that never shows cannot flatter the percentiles.
                samples.add(TimeUnit.SECONDS.toMicros(10));
                lost.incrementAndGet();
            }
            app.cancelPending(sandbox);
        }
        return null;
    }

    private static SandboxId sandboxOf(PushPage page) {
        return Browser.sandboxOf(page.sandboxCookie());
    }

    /**
     * Gate-visible samples and the gated calls' own answer times (µs), gates never shown within
     * 10 s, the background agents' requests, the share of both cores the app's JVM used, and the
     * messages pushed to all pages a second.
     */
    record Run(
            long[] micros,
            long[] answered,
            int lost,
            int background,
            int backgroundFailed,
            double cpuShare,
            double pushedPerSecond) {}

    void close() {
        pages.forEach(PushPage::close);
    }
}
