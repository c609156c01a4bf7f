package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.TestClock;
import org.consentlab.instructor.FailureModes;
import org.consentlab.report.ReportStatus;
import org.consentlab.report.ReportToolNames;
import org.consentlab.report.Reports;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;

/** Lab 6's tools driven for real: an agent asks through the tool-call service, a person decides. */
abstract class ReportGateTestSupport {

    static final String ROUTE = "/labs/reports";

    @Autowired
    ToolCallService service;

    @Autowired
    ConsentGates gates;

    @Autowired
    GateDecisions decisions;
    // Typed as the kernel's GatedTool: the confirms are the kernel's, reached here as a card reaches them.
    @Autowired
    @Qualifier("reportArchive")
    GatedTool archive;

    @Autowired
    @Qualifier("customerExport")
    GatedTool export;

    @Autowired
    @Qualifier("exportHandoff")
    GatedTool handoff;

    @Autowired
    FailureModes modes;

    @Autowired
    Reports reports;

    @Autowired
    WireLog wire;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    TestClock clock;

    SandboxId sandbox;

    @BeforeEach
    void newSandbox() {
        sandbox = sandboxes.create();
    }

    ToolResult agent(String tool, String args, String idempotencyKey) {
        return agentInSession(tool, args, idempotencyKey, "session-1");
    }

    ToolResult agentInSession(String tool, String args, String idempotencyKey, String session) {
        return service.invoke(new ToolCallRequest(
                sandbox, Channel.SIMULATED_AGENT, "simulated-agent", tool, args, idempotencyKey, session, ROUTE));
    }

    ToolResult askArchive(String reportId) {
        return agent(ReportToolNames.ARCHIVE, "{\"reportId\":\"" + reportId + "\"}", null);
    }

    Gate pendingGate() {
        return gates.pending(sandbox).getFirst();
    }

    HumanDecision person(Gate gate) {
        return new HumanDecision(
                gate.id(),
                sandbox,
                "learner@" + sandbox.shortForm(),
                Instant.now(clock),
                HumanDecision.Role.PERSON_IN_PAGE,
                null,
                null,
                null,
                null);
    }

    ReportStatus status(String reportId) {
        return reports.find(sandbox, reportId).orElseThrow().status();
    }

    String finalText(ToolResult asked) throws Exception {
        return service.whenFinished(asked.callId())
                .get(5, java.util.concurrent.TimeUnit.SECONDS)
                .text();
    }
}
