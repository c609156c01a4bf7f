package org.consentlab.consent;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/**
 * The throw-away sandboxes a demo run is playing in, with the demo's own short gate timeout, so
 * that "nobody answered" takes seconds, not minutes. Only gates armed while the run plays use it;
 * the run forgets its sandboxes when it ends.
 */
@Component
class DemoTwins {

    /** How long a demo's gate waits for an answer before it times out. */
    static final Duration GATE_TTL = Duration.ofSeconds(2);

    private final Map<SandboxId, Duration> playing = new ConcurrentHashMap<>();

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
