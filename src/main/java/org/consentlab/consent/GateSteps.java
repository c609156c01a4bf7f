package org.consentlab.consent;

import java.time.Clock;
import org.consentlab.base.EventSequence;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxUnits;
import org.springframework.stereotype.Component;

/**
 * What a step on a gate runs with: the unit of work it runs in (its sandbox locked), who hears of
 * it once committed, and the clock and event sequence it is stamped by.
 */
@Component
record GateSteps(SandboxUnits units, SandboxEvents events, EventSequence sequence, Clock clock) {}
