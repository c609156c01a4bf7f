package org.consentlab.agent;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The simulated agents' pace as configured: how long one "thinks" (beat), how fast it streams
 * argument chunks (tick), and the lab's default gate lifetime its patience is measured against.
 */
@Component
record AgentTimings(Duration beat, Duration tick, Duration gateTtl) {

    // @Value on the constructor's parameters, not the record's components: on a component it also lands on the
    // final field, which an AOT-processed start then tries to inject and fails ("Can not set final … field").
    AgentTimings(
            @Value("${consentlab.agent.beat:PT0.5S}") Duration beat,
            @Value("${consentlab.agent.tick:PT0.06S}") Duration tick,
            @Value("${consentlab.gate.ttl:PT2M}") Duration gateTtl) {
        this.beat = beat;
        this.tick = tick;
        this.gateTtl = gateTtl;
    }
}
