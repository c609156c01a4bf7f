package org.consentlab.history;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How long idle history is kept, checked at start against how long a gate may wait for a person:
 * a keep no longer than the gate TTL could remove a pending decision's history while the person
 * may still answer it, and an agent's retry with the same idempotency key would then arm a new
 * gate. Such a setting is refused, naming both, and the application does not start.
 */
@Component
class RetentionKeep {

    private final Duration keep;

    RetentionKeep(
            @Value("${consentlab.history.keep:P30D}") Duration keep,
            @Value("${consentlab.gate.ttl:PT2M}") Duration gateTtl) {
        if (keep.compareTo(gateTtl) <= 0) {
            throw new IllegalStateException("consentlab.history.keep=" + keep
                    + " is not longer than consentlab.gate.ttl="
                    + gateTtl + ": history would be removed while a gate may still wait for a person. Keep history "
                    + "longer than a gate lives.");
        }
        this.keep = keep;
    }

    Duration duration() {
        return keep;
    }
}
