package org.consentlab.instructor.ui;

import java.time.Clock;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The instructor's page's sense of time: the clock, the "stuck" threshold, and the lab's default
 * gate lifetime and approval timeout it shows beside a class's own.
 */
@Component
record ClassTimes(Clock clock, Duration stuckAfter, Duration labGateTtl, Duration labApprovalTimeout) {

    // @Value on the constructor's parameters, not the record's components (see AgentTimings).
    ClassTimes(
            Clock clock,
            @Value("${consentlab.instructor.stuck-after:PT10M}") Duration stuckAfter,
            @Value("${consentlab.gate.ttl}") Duration labGateTtl,
            @Value("${consentlab.reports.approval-timeout}") Duration labApprovalTimeout) {
        this.clock = clock;
        this.stuckAfter = stuckAfter;
        this.labGateTtl = labGateTtl;
        this.labApprovalTimeout = labApprovalTimeout;
    }
}
