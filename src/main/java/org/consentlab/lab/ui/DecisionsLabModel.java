package org.consentlab.lab.ui;

import org.consentlab.consent.tool.ApproverLimits;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.instructor.FailureModes;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Component;

/**
 * What Lab 8's page reads: the batches of a turn and their calls, its failure modes, the wire, and
 * the approver limits its text explains.
 */
@Component
record DecisionsLabModel(
        DecisionBatches batches, ToolCalls calls, FailureModes modes, WireLog wire, ApproverLimits limits) {}
