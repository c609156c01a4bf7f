package org.consentlab.consent.tool;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.ArgumentBinding;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.HumanDecision;
import org.consentlab.consent.Yes;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.consent.store.SessionAllowances;
import org.consentlab.report.ReportToolNames;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallLifecycle;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.stereotype.Service;

/**
 * {@code export_customers}: a read, but what it returns cannot be taken back, so it asks (confirm
 * true). It is the one Lab 6 tool whose policy lets the person allow it for the rest of a session.
 */
@Service
public class CustomerExport extends GatedTool {

    public static final String PENDING_TEXT =
            "PENDING. A human must approve in the page before any customer data is shared. " + "Nothing shared yet.";
    private static final List<String> CUSTOMERS = List.of(
            "Grace Hopper <grace@example.com>",
            "Alan Turing <alan@example.com>",
            "Katherine Johnson <katherine@example.com>");
    public static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            ReportToolNames.EXPORT_CUSTOMERS,
            "Read the customer list",
            "Returns customers' names and emails. A read, but its result is sensitive: a person must approve "
                    + "before any data is returned (they may allow it for the rest of the session).",
            "{\"type\":\"object\",\"properties\":{\"reason\":{\"type\":\"string\",\"maxLength\":200}},"
                    + "\"additionalProperties\":false}",
            "{\"reason\":\"draft the churn follow-up\"}",
            RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.TRUE),
            true);

    private final ConsentGates gates;
    private final SessionAllowances allowances;
    private final ToolCalls calls;
    private final CallLifecycle lifecycle;
    private final AuditLog audit;
    private final WireLog wire;
    private final Clock clock;
    private final Duration timeout;

    CustomerExport(
            GateParts gate,
            SessionAllowances allowances,
            CallTrail trail,
            Clock clock,
            @Value("${consentlab.reports.approval-timeout:PT60S}") Duration timeout) {
        super(gate.decisions(), DECLARATION);
        this.gates = gate.gates();
        this.allowances = allowances;
        this.calls = trail.calls();
        this.lifecycle = trail.lifecycle();
        this.audit = trail.audit();
        this.wire = trail.wire();
        this.clock = clock;
        this.timeout = timeout;
    }

    @Bean
    Tool exportCustomersTool() {
        return new Tool(DECLARATION, this::requestExport);
    }

    public ToolResponse requestExport(ToolInvocation call) {
        var risk = DECLARATION.risk();
        String allowedBy = allowances.grantedBy(call.sandbox(), call.sessionRef(), call.tool(), risk);
        if (allowedBy != null) {
            // A person's standing yes for this session: the decision was made earlier, by a click.
            lifecycle.executing(call);
            String done = export(call.sandbox(), call.callId());
            audit.append(
                    ToolCall.auditRowOf(call, AuditEvent.RESULT, description().english())
                            .withDecision("session-allow", allowedBy, Instant.now(clock))
                            .withResult(done, null));
            return ToolResponse.done(done);
        }
        ConsequenceWords description = description();
        return gates.arm(
                this,
                call,
                new GateSpec(
                        risk.requiredDecision(),
                        null,
                        description.english(),
                        PENDING_TEXT,
                        timeout,
                        null,
                        description));
    }

    @Override
    protected EffectResult effect(Gate gate) {
        return EffectResult.done(export(gate.sandbox(), gate.callId()));
    }

    /**
     * Approves this request and, in the same step and only where this yes opened the gate (the effect
     * runs only then), allows the rest of the session: nothing is read back after the decision.
     */
    @Override
    protected String confirmForSession(HumanDecision decision) {
        return decisions()
                .decide(
                        decision,
                        Yes.opening(
                                (gate, modes) -> {
                                    EffectResult done = effect(gate);
                                    ToolCall call = calls.find(gate.callId()).orElseThrow();
                                    allowances.grant(
                                            call.sandbox(),
                                            call.sessionRef(),
                                            call.tool(),
                                            DECLARATION.risk(),
                                            decision.principal(),
                                            decision.at());
                                    return done;
                                },
                                ArgumentBinding.NONE));
    }

    /** The effect: the data leaves for the agent. The wire entry is the read reaching the customer record. */
    private String export(SandboxId sandbox, long callId) {
        wire.record(sandbox, callId, "GET", "/api/customers/export");
        return "CUSTOMERS (" + CUSTOMERS.size() + "): " + String.join("; ", CUSTOMERS) + ".";
    }

    static ConsequenceWords description() {
        return ConsequenceWords.of(
                "Share the customer list (%d customers: names and emails) with the agent. Once shared, it cannot be "
                                .formatted(CUSTOMERS.size())
                        + "taken back.",
                "consent.consequence.export-customers",
                CUSTOMERS.size());
    }
}
