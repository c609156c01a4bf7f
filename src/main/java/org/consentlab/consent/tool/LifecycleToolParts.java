package org.consentlab.consent.tool;

import java.time.Clock;
import org.consentlab.consent.GateDecisions;
import org.consentlab.lifecycle.LifecycleRuns;
import org.consentlab.toolcall.WireLog;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** What every one of Lab 5's tools is made with: the decision path, the runs, the wire, the records, the clock. */
@Component
record LifecycleToolParts(GateDecisions decisions, LifecycleRuns runs, WireLog wire, JdbcClient jdbc, Clock clock) {}
