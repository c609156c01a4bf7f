package org.consentlab.bench;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.LongStream;

/**
 * MCP {@code tools/call} of a read and of a gated request, and a bare {@code ping}, each at a
 * fixed rate, in alternating rounds so that the machine's other work weighs on all three alike.
 * The traffic is spread over sandboxes (each within the default per-sandbox rate limit), with no
 * page open: this is the endpoint's own cost. The app is warmed first by reads and gated calls in
 * a closed loop ({@link ClosedLoop}) rather than meeting 600 reads a second cold: the budget is
 * the tail of a warm app.
 */
final class McpRates {

    static final int RATE = 600;
    private static final int SANDBOXES = 40;
    private static final int ROUNDS = 3;
    private static final Duration ROUND = Duration.ofSeconds(5);

    private final AppProcess app;
    private final String base;

    McpRates(AppProcess app) {
        this.app = app;
        this.base = "http://127.0.0.1:" + app.port();
    }

    void measure(Results results) throws Exception {
        HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<McpWire> wires = new ArrayList<>();
        for (int i = 0; i < SANDBOXES; i++) {
            wires.add(McpWire.open(http, base, app.token(app.newSandbox())));
        }
        Function<McpWire, CompletableFuture<?>> read = wire -> wire.callTool(McpWire.READ);
        Function<McpWire, CompletableFuture<?>> gated = wire -> wire.callTool(McpWire.GATED);
        Function<McpWire, CompletableFuture<?>> ping = McpWire::ping;
        // Warmed in a closed loop, not at the measured rate: see ClosedLoop.
        List<Double> warmReads = ClosedLoop.warm(wires, read, ROUND);
        List<Double> warmGated = ClosedLoop.warm(wires, gated, ROUND);
        List<FixedRate.Latencies> reads = new ArrayList<>();
        List<FixedRate.Latencies> gateds = new ArrayList<>();
        List<FixedRate.Latencies> pings = new ArrayList<>();
        Set<Long> measuring = Set.of(app.pid(), ProcessHandle.current().pid());
        OtherWork besideReads = OtherWork.none();
        for (int round = 0; round < ROUNDS; round++) {
            OtherWork.Snapshot before = OtherWork.now(measuring);
            reads.add(FixedRate.run(wires, RATE, ROUND, read));
            besideReads = besideReads.plus(OtherWork.now(measuring).since(before));
            gateds.add(FixedRate.run(wires, RATE, ROUND, gated));
            pings.add(FixedRate.run(wires, RATE, ROUND, ping));
        }
        long[] r = all(reads);
        long[] g = all(gateds);
        long[] p = all(pings);
        String at = "at %d requests/s, %d sandboxes".formatted(RATE, SANDBOXES);
        results.atMost(
                "MCP `tools/call` read (`get_account`) " + at, p50p99(r), Stats.percentile(r, 99), 5000, "p99 ≤ 5 ms");
        results.row("MCP `tools/call` gated request (`delete_account`, answered PENDING) " + at, p50p99(g), "", "");
        results.row("MCP bare `ping` " + at, p50p99(p), "", "");
        double gatedOverRead = Stats.percentile(g, 50) / Stats.percentile(r, 50);
        results.atMost(
                "gated ÷ read (p50; p99 ratio in brackets)",
                "%.2f× (%.2f×)".formatted(gatedOverRead, Stats.percentile(g, 99) / Stats.percentile(r, 99)),
                gatedOverRead,
                1.1,
                "≤ 1.1×");
        results.row(
                "read ÷ ping (p50; p99 ratio in brackets)",
                "%.2f× (%.2f×)"
                        .formatted(
                                Stats.percentile(r, 50) / Stats.percentile(p, 50),
                                Stats.percentile(r, 99) / Stats.percentile(p, 99)),
                "(not a budget)",
                "");
        int failed = LongStream.of(failures(reads), failures(gateds), failures(pings))
                .mapToInt(Math::toIntExact)
                .sum();
        results.note(
                ("MCP rates: %d alternating rounds of %d s per kind, %,d requests per kind, open loop (latency from "
                                + "the moment each request was due), raw JSON-RPC over HTTP/1.1 from this JVM, %d failed; served (all sent "
                                + "and answered) at %s requests/s for reads, %s for gated calls, %s for pings. A gated call after the first "
                                + "in its sandbox joins the gate already pending (the same path, one INSERT fewer).")
                        .formatted(
                                ROUNDS,
                                ROUND.toSeconds(),
                                r.length,
                                failed,
                                served(reads),
                                served(gateds),
                                served(pings)));
        results.note(
                "Read p99 by round, its first second / the rest (a tail's place in time): " + byRound(reads) + ".");
        results.note("Gated p99 by round, second by second: " + bySecond(gateds) + ".");
        results.note(("Processor time the machine's other processes took during the read rounds (of %d ms a second "
                        + "in all), the kernel's threads among them: %s.")
                .formatted(1000 * Runtime.getRuntime().availableProcessors(), besideReads));
        results.note(("MCP rates' warm-up (not counted), closed loop over the %d sandboxes' sessions, one worker each, "
                        + "%d s rounds until the rate levels off: reads %s/s; gated calls %s/s.")
                .formatted(SANDBOXES, ROUND.toSeconds(), ClosedLoop.rates(warmReads), ClosedLoop.rates(warmGated)));
    }

    /** Each round's read p99 in its first second and in the rest: a tail that sits in one place shows where. */
    private static String byRound(List<FixedRate.Latencies> rounds) {
        List<String> each = new ArrayList<>();
        for (FixedRate.Latencies round : rounds) {
            long[] micros = round.micros();
            int firstSecond = Math.min(RATE, micros.length);
            each.add(p99(micros, 0, firstSecond) + " / " + p99(micros, firstSecond, micros.length));
        }
        return String.join("; ", each);
    }

    /** Each round's p99 in each of its seconds, by when the requests were due. */
    private static String bySecond(List<FixedRate.Latencies> rounds) {
        List<String> each = new ArrayList<>();
        for (FixedRate.Latencies round : rounds) {
            long[] micros = round.micros();
            List<String> seconds = new ArrayList<>();
            for (int from = 0; from < micros.length; from += RATE) {
                seconds.add(p99(micros, from, Math.min(micros.length, from + RATE)));
            }
            each.add(String.join(", ", seconds));
        }
        return String.join("; ", each);
    }

    /** The p99 of the requests due from index {@code from} (inclusive) to {@code to}. */
    private static String p99(long[] micros, int from, int to) {
        return Stats.ms(Stats.percentile(Arrays.copyOfRange(micros, from, to), 99));
    }

    private static String p50p99(long[] micros) {
        return "p50 %s / p99 %s"
                .formatted(Stats.ms(Stats.percentile(micros, 50)), Stats.ms(Stats.percentile(micros, 99)));
    }

    private static long[] all(List<FixedRate.Latencies> rounds) {
        return rounds.stream()
                .flatMapToLong(round -> Arrays.stream(round.micros()))
                .toArray();
    }

    /** The slowest round's served rate: where the server fell behind the asked rate, this says by how much. */
    private static String served(List<FixedRate.Latencies> rounds) {
        return "%.0f"
                .formatted(rounds.stream()
                        .mapToDouble(FixedRate.Latencies::served)
                        .min()
                        .orElseThrow());
    }

    private static long failures(List<FixedRate.Latencies> rounds) {
        return rounds.stream().mapToLong(FixedRate.Latencies::failed).sum();
    }
}
