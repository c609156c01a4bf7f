package org.consentlab.consent;

import net.javacrumbs.shedlock.spring.annotation.SchedulerLock;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Times out overdue gates, including those left pending by a previous run of the app: a
 * restart never executes a pending effect, it only lets the gate wait or expire. With several
 * nodes, one sweep runs per period across the cluster: the lease is held a little less than the
 * period, so the other nodes' timers find it taken.
 */
@Component
class GateExpiry {

    private final ConsentGates gates;

    GateExpiry(ConsentGates gates) {
        this.gates = gates;
    }

    @Scheduled(fixedDelayString = "${consentlab.gate.sweep:PT1S}")
    @SchedulerLock(name = "gate-expiry-sweep", lockAtLeastFor = "${consentlab.gate.sweep-lease:PT0.8S}")
    void sweep() {
        gates.expireOverdue();
    }
}
