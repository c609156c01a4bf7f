package org.consentlab.consent;

import java.time.Clock;
import java.time.Duration;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.report.CoveredRegions;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.beans.factory.ObjectProvider;

/**
 * What every demo twin plays with: the tool-call service the agent asks through, the records it
 * reads back, the page's covered regions and batch cards, and the pace of its steps. The controls
 * are found lazily: they make the demo's Run button, which plays here.
 */
record DemoStage(ToolCallService service, ToolCalls calls, ConsentGates gates, CoveredRegions regions,
                 DecisionBatches batches, ObjectProvider<ConsentControls> controls, Clock clock, Duration pace) {
}
