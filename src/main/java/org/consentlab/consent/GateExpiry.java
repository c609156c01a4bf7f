package org.consentlab.consent;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Times out overdue gates, including those left pending by a previous run of the app: a
 * restart never executes a pending effect, it only lets the gate wait or expire.
 */
@Component
class GateExpiry {

    private final ConsentGates gates;

    GateExpiry(ConsentGates gates) {
        this.gates = gates;
    }

    @Scheduled(fixedDelayString = "${consentlab.gate.sweep:PT1S}")
    void sweep() {
        gates.expireOverdue();
    }
}
