package org.consentlab.consent.tool;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ArgumentBinding;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.HumanDecision;
import org.consentlab.consent.Yes;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.consent.store.Gates;
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
import org.consentlab.toolcall.WireLog;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * {@code submit_export}, a handoff: the agent cannot submit the export at all; it asks, and the
 * person types the one-time code shown in their page and submits it themselves. The agent's call
 * stays pending until the expect-check "the export job exists" holds, or the handoff times out.
 */
@Service
public class ExportHandoff extends GatedTool {

    static final String PENDING_TEXT = "WAITING. A person must enter the one-time code shown in the page and submit "
            + "the export themselves. This call completes when the export job exists, or fails if the handoff times out.";
    public static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            ReportToolNames.SUBMIT_EXPORT,
            "Submit the customer export",
            "A handoff: the person enters the one-time code shown in the page and submits the export themselves. "
                    + "The call waits until the export job exists, or fails when the handoff times out.",
            "{\"type\":\"object\",\"properties\":{\"format\":{\"enum\":[\"csv\",\"xlsx\"]}},"
                    + "\"required\":[\"format\"],\"additionalProperties\":false}",
            "{\"format\":\"csv\"}",
            new RiskDeclaration(
                    Kind.WRITE,
                    Reversibility.REVERSIBLE_BY_OPERATOR,
                    ConfirmOverride.DEFAULT,
                    Optional.of("The person enters the one-time code shown in the page and submits the export.")),
            false);

    private final SecureRandom random = new SecureRandom();
    private final ConsentGates gates;
    private final Gates gateRows;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;
    private final Duration timeout;

    ExportHandoff(
            GateParts gate,
            WireLog wire,
            JdbcClient jdbc,
            Clock clock,
            @Value("${consentlab.reports.approval-timeout:PT60S}") Duration timeout) {
        super(gate.decisions(), DECLARATION);
        this.gates = gate.gates();
        this.gateRows = gate.rows();
        this.wire = wire;
        this.jdbc = jdbc;
        this.clock = clock;
        this.timeout = timeout;
    }

    @Bean
    Tool submitExportTool() {
        return new Tool(DECLARATION, this::requestHandoff);
    }

    public ToolResponse requestHandoff(ToolInvocation call) {
        String format = call.args().path("format").asString();
        String code = "%06d".formatted(random.nextInt(1_000_000));
        ConsequenceWords step = ConsequenceWords.of(
                "Submit the customer export as " + format.toUpperCase()
                        + " yourself: type the one-time code and "
                        + "press Submit export. The agent cannot do this step.",
                "consent.consequence.submit-export",
                format.toUpperCase());
        return gates.arm(
                this,
                call,
                new GateSpec(DECLARATION.requiredDecision(), null, step.english(), PENDING_TEXT, timeout, code, step));
    }

    /** The person's own submit. A wrong code changes nothing and leaves the handoff waiting. */
    @Override
    protected String confirmHandoff(HumanDecision decision, String typedCode) {
        Gate gate = gateRows.find(decision.gateId()).orElse(null);
        if (gate != null
                && gate.pending()
                && gate.handoffCode() != null
                && !gate.handoffCode().equals(typedCode == null ? "" : typedCode.strip())) {
            return "Wrong code: nothing was submitted. Type the code shown in the card.";
        }
        return decisions().decide(decision, Yes.opening(this::effect, ArgumentBinding.NONE));
    }

    /** A plain Approve carries no code: only the person's own submit, with the code, opens a handoff. */
    @Override
    protected String confirm(HumanDecision decision) {
        return "A handoff opens only with the one-time code, submitted by the person; nothing was done.";
    }

    /** The effect: the export job is created, then the expect-check reads it back from the record. */
    @Override
    protected EffectResult effect(Gate gate) {
        return EffectResult.done(submit(gate));
    }

    private String submit(Gate gate) {
        wire.record(gate.sandbox(), gate.callId(), "POST", "/api/exports");
        jdbc.sql("INSERT INTO export_job (sandbox_id, gate_id, created_by, created_at) VALUES (?, ?, ?, ?)")
                .params(gate.sandbox().value(), gate.id(), "the person in the page", Instant.now(clock))
                .update();
        return exportJob(gate.sandbox(), gate.id())
                .map(job -> "EXPORT JOB #" + job + " exists: the person submitted the export at "
                        + Timestamps.clock(Instant.now(clock)) + ".")
                .orElse("FAILED: no export job exists after the submit; the export did not happen.");
    }

    /** The expect-check: does the export job for this handoff exist? */
    private Optional<Long> exportJob(SandboxId sandbox, long gateId) {
        return jdbc.sql("SELECT id FROM export_job WHERE sandbox_id = ? AND gate_id = ?")
                .params(sandbox.value(), gateId)
                .query(Long.class)
                .optional();
    }
}
