package org.consentlab.consent.tool;

import org.consentlab.audit.AuditLog;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.GateDecisions;
import org.consentlab.consent.Gates;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Component;

/** What every {@link ArgumentBoundTool} is made with: the decision path, gates, schema check, switches, wire, audit. */
@Component
record BoundToolParts(GateDecisions decisions, ConsentGates gates, Gates gateRows, ArgsValidator validator,
                      FailureModes modes, WireLog wire, AuditLog audit, ToolCalls calls, SandboxUnits units) {
}
