package org.consentlab.consent;

import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Component;

/**
 * What the decision controls read about what awaits a person: which tool armed a gate, the gate's
 * row, its call's masked arguments, and the batches of a turn.
 */
@Component
record GateReads(GatedTools tools, Gates gates, ToolCalls calls, DecisionBatches batches) {}
