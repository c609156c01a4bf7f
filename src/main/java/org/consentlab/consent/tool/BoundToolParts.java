package org.consentlab.consent.tool;

import org.consentlab.audit.AuditLog;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.GateDecisions;
import org.consentlab.consent.store.Gates;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Component;

/** What every {@link ArgumentBoundTool} is made with: the gate side, schema check, switches, the call's trail, units. */
@Component
record BoundToolParts(
        GateParts gate, ArgsValidator validator, FailureModes modes, CallTrail trail, SandboxUnits units) {

    GateDecisions decisions() {
        return gate.decisions();
    }

    ConsentGates gates() {
        return gate.gates();
    }

    Gates gateRows() {
        return gate.rows();
    }

    WireLog wire() {
        return trail.wire();
    }

    AuditLog audit() {
        return trail.audit();
    }

    ToolCalls calls() {
        return trail.calls();
    }
}
