package org.consentlab.consent;

import java.time.Instant;
import java.util.List;
import org.consentlab.TestClock;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.store.Fingerprint;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.FailureModes;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Lab 8's gated tools driven for real: an agent asks through the tool-call service (from the
 * registry, as MCP and every other path does), a person and an approver decide as their cards do,
 * each decision carrying the fingerprint of what its card showed.
 */
abstract class DecisionTestSupport {

    static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentGates gates;

    @Autowired
    GatedTools tools;

    @Autowired
    GateDecisions decisions;

    @Autowired
    FailureModes modes;

    @Autowired
    Payments payments;

    @Autowired
    WireLog wire;

    @Autowired
    AuditLog audit;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    TestClock clock;

    SandboxId sandbox;
    SandboxId approversBrowser;

    @BeforeEach
    void newSandboxes() {
        sandbox = sandboxes.create();
        approversBrowser = sandboxes.create();
    }

    ToolResult agent(String tool, String args, String idempotencyKey) {
        return service.invoke(new ToolCallRequest(
                sandbox, Channel.MCP, "mcp-client", tool, args, idempotencyKey, "session-1", "/labs/decisions"));
    }

    Gate gateOf(ToolResult result) {
        return gates.find(calls.find(result.callId()).orElseThrow().gateId()).orElseThrow();
    }

    GatedTool tool(Gate gate) {
        return tools.armed(gate).orElseThrow();
    }

    /** The person in their page, deciding on the call as their card shows it now. */
    HumanDecision person(Gate gate) {
        return person(gate, Fingerprint.shown(gate), null);
    }

    HumanDecision person(Gate gate, Fingerprint shown, String reason) {
        return new HumanDecision(
                gate.id(),
                sandbox,
                sandbox.learner(),
                Instant.now(clock),
                HumanDecision.Role.PERSON_IN_PAGE,
                reason,
                null,
                shown,
                null);
    }

    /** The person edited the call in their card: what they saw (and decide on) is the edited call. */
    HumanDecision personEditing(Gate gate, JsonNode edited) {
        return person(gate, Fingerprint.of(gate, edited), null);
    }

    HumanDecision approver(Gate gate) {
        return new HumanDecision(
                gate.id(),
                approversBrowser,
                "approver",
                Instant.now(clock),
                HumanDecision.Role.APPROVER,
                "checked the order",
                ApprovalScope.OUTSIDE_CLASSES,
                Fingerprint.shown(gate),
                null);
    }

    Gate fresh(Gate gate) {
        return gates.find(gate.id()).orElseThrow();
    }

    List<String> wireOf(SandboxId of) {
        return wire.entries(of).stream().map(entry -> entry.request()).toList();
    }

    String finalText(ToolResult result) {
        return calls.find(result.callId()).orElseThrow().resultText();
    }

    static JsonNode json(String text) {
        return JSON.readTree(text);
    }
}
