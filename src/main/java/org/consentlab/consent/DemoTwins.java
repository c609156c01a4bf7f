package org.consentlab.consent;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/**
 * The throw-away sandboxes a demo run is playing in, with the demo's own short gate timeout, so
 * that "nobody answered" takes seconds, not minutes. Only gates armed while the run plays use it;
 * the run forgets its sandboxes when it ends. Each run makes two sandboxes, so a visitor's runs
 * draw from a token bucket (Bucket4j): a few at once, then one every ten seconds.
 */
@Component
class DemoTwins {

    /** How long a demo's gate waits for an answer before it times out. */
    static final Duration GATE_TTL = Duration.ofSeconds(2);

    /** How many runs a visitor may start at once, before the bucket makes them wait. */
    static final int RUNS_AT_ONCE = 6;

    private final Map<SandboxId, Duration> playing = new ConcurrentHashMap<>();
    private final Map<SandboxId, Bucket> runs = new ConcurrentHashMap<>();

    /** True if the visitor in {@code viewer}'s page may start one more run now. */
    boolean mayStart(SandboxId viewer) {
        return runs.computeIfAbsent(viewer, id -> Bucket.builder().addLimit(Bandwidth.builder()
                .capacity(RUNS_AT_ONCE).refillGreedy(1, Duration.ofSeconds(10)).build()).build()).tryConsume(1);
    }

    void playing(SandboxId sandbox) {
        playing.put(sandbox, GATE_TTL);
    }

    void forget(SandboxId sandbox) {
        playing.remove(sandbox);
    }

    Optional<Duration> gateTtl(SandboxId sandbox) {
        return Optional.ofNullable(playing.get(sandbox));
    }
}
