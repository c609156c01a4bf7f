package org.consentlab.mcp;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.sandbox.SandboxId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * A runaway agent is slowed down, per sandbox, so that one agent cannot starve a workshop: each
 * sandbox's MCP calls draw from a token bucket (Bucket4j) that allows {@code burst} calls at once
 * and refills {@code calls} every {@code per}. A call over the limit is refused before anything is
 * recorded.
 */
@Component
class AgentRateLimit {

    private final Map<SandboxId, Bucket> buckets = new ConcurrentHashMap<>();
    private final long calls;
    private final Duration per;
    private final long burst;

    AgentRateLimit(
            @Value("${consentlab.agent.rate-limit.calls:20}") long calls,
            @Value("${consentlab.agent.rate-limit.per:PT1S}") Duration per,
            @Value("${consentlab.agent.rate-limit.burst:40}") long burst) {
        this.calls = calls;
        this.per = per;
        this.burst = burst;
    }

    /** True if the sandbox's agent may make one more call now. */
    boolean tryCall(SandboxId sandbox) {
        return buckets.computeIfAbsent(
                        sandbox,
                        id -> Bucket.builder()
                                .addLimit(Bandwidth.builder()
                                        .capacity(burst)
                                        .refillGreedy(calls, per)
                                        .build())
                                .build())
                .tryConsume(1);
    }

    /** What the agent is told when it is over the limit: what happened, and what to do. */
    String slowDown() {
        return ("SLOW DOWN: this sandbox's agent calls are limited to %d every %s (bursts of %d). This call was "
                        + "refused and nothing was recorded or changed; wait a moment and retry.")
                .formatted(calls, per.toString().substring(2).toLowerCase(), burst);
    }
}
