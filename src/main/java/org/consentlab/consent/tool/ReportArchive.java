package org.consentlab.consent.tool;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.consentlab.audit.AuditLog;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.ArgumentBinding;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.HumanDecision;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.consent.Yes;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.consent.store.SessionAllowances;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.ModesInForce;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.Report;
import org.consentlab.report.ReportStatus;
import org.consentlab.report.ReportToolNames;
import org.consentlab.report.Reports;
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
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * {@code archive_report}, split in two like every gated tool. {@link #requestArchive} arms a gate
 * per report and answers PENDING; its effect is the only code that archives, and only the
 * person's Approve control reaches it.
 */
@Service
public class ReportArchive extends GatedTool {

    public static final String PENDING_TEXT = "PENDING. A human must approve in the page. Nothing archived yet.";
    public static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            ReportToolNames.ARCHIVE,
            "Archive a report",
            "Asks to archive one report. Dangerous, and confirmed every time: a person must approve each archive "
                    + "in the page; there is no allow-for-this-session.",
            "{\"type\":\"object\",\"properties\":{" + ReportToolNames.REPORT_ID_SCHEMA
                    + "},\"required\":[\"reportId\"]," + "\"additionalProperties\":false}",
            "{\"reportId\":\"RPT-31\"}",
            RiskDeclaration.of(Kind.DANGER, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.ALWAYS),
            true);

    private final Reports reports;
    private final ConsentGates gates;
    private final SessionAllowances allowances;
    private final FailureModes modes;
    private final CoveredRegions regions;
    private final ToolCalls calls;
    private final CallLifecycle lifecycle;
    private final AuditLog audit;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;
    private final Duration timeout;

    ReportArchive(
            ReportParts report,
            GateParts gate,
            CallTrail trail,
            SessionAllowances allowances,
            FailureModes modes,
            @Value("${consentlab.reports.approval-timeout:PT60S}") Duration timeout) {
        super(gate.decisions(), DECLARATION);
        this.reports = report.reports();
        this.gates = gate.gates();
        this.allowances = allowances;
        this.modes = modes;
        this.regions = report.regions();
        this.calls = trail.calls();
        this.lifecycle = trail.lifecycle();
        this.audit = trail.audit();
        this.wire = trail.wire();
        this.jdbc = report.jdbc();
        this.clock = report.clock();
        this.timeout = timeout;
    }

    @Bean
    Tool archiveReportTool() {
        return new Tool(DECLARATION, this::requestArchive, reports::named);
    }

    public ToolResponse requestArchive(ToolInvocation call) {
        SandboxId sandbox = call.sandbox();
        String id = call.args().path("reportId").asString();
        Report report = reports.find(sandbox, id).orElse(null);
        if (report == null) {
            return ToolResponse.error("No report " + id + " in this sandbox. Nothing was archived.");
        }
        if (report.status() == ReportStatus.ARCHIVED) {
            return ToolResponse.error("Nothing to archive: report " + report.label() + " is already ARCHIVED.");
        }
        // fixit:begin no-gate remembered-yes wrong-row
        ModesInForce modes = this.modes.inForce(sandbox); // read once, for this request's step
        if (regions.covered(sandbox) && !modes.isOn(FailureMode.HIDDEN_CALLABLE)) {
            return ToolResponse.error(CoveredRegions.refusal(call.tool()));
        }
        if (modes.isOn(FailureMode.NO_GATE)) {
            return WrongDesigns.runWithoutPrompt( // fixit:culprit no-gate
                    lifecycle,
                    audit,
                    call,
                    "failure mode " + FailureMode.NO_GATE.label(),
                    () -> EffectResult.done(archive(sandbox, call.callId(), id))); // fixit:culprit no-gate
        }
        if (modes.isOn(FailureMode.REMEMBERED_YES)
                && allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) { // fixit:culprit remembered-yes
            return WrongDesigns.runWithoutPrompt(
                    lifecycle,
                    audit,
                    call,
                    "failure mode " + FailureMode.REMEMBERED_YES.label(),
                    () -> EffectResult.done(archive(sandbox, call.callId(), id)));
        }
        String description = modes.isOn(FailureMode.WRONG_ROW)
                ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY // fixit:culprit wrong-row
                : description(report);
        // fixit:fix-begin no-gate remembered-yes
        return gates.arm(this, call, spec(id, description, report));
        // fixit:fix-end no-gate remembered-yes
        // fixit:end no-gate remembered-yes wrong-row
    }

    /**
     * The person's yes. Under the remembered-yes failure mode, a yes given while it is on is kept
     * for the rest of the session; a yes given before it was switched on never counts.
     */
    @Override
    protected String confirm(HumanDecision decision) {
        // An archive never waits for an approver: the person's yes opens its gate.
        return decisions()
                .decide(
                        decision,
                        Yes.opening((gate, inForce) -> archived(gate, decision, inForce), ArgumentBinding.NONE));
    }

    /**
     * The effect of the person's yes, in the step that opened the gate; under the remembered-yes
     * failure mode, as the step has it in force, the yes is also kept for the rest of the session.
     */
    private EffectResult archived(Gate gate, HumanDecision decision, ModesInForce inForce) {
        EffectResult done = effect(gate, inForce);
        if (inForce.isOn(FailureMode.REMEMBERED_YES)) {
            WrongDesigns.rememberYes(
                    allowances,
                    gate,
                    calls.find(gate.callId()).orElseThrow().sessionRef(),
                    decision.principal(),
                    decision.at());
        }
        return done;
    }

    /**
     * The effect, once per approved request. Under the no-idempotency failure mode once per retry
     * bound to it, and each retry is told what its own request did.
     */
    @Override
    protected EffectResult effect(Gate gate) {
        return effect(gate, modes.inForce(gate.sandbox()));
    }

    /** As above, under the failure modes in force for the step that runs it. */
    @Override
    protected EffectResult effect(Gate gate, ModesInForce modes) {
        // fixit:begin no-idempotency
        String subject = java.util.Objects.requireNonNull(gate.subject());
        if (!modes.isOn(FailureMode.NO_IDEMPOTENCY)) {
            // fixit:fix-begin no-idempotency
            return EffectResult.done(archive(gate.sandbox(), gate.callId(), subject));
            // fixit:fix-end no-idempotency
        }
        String first = null;
        for (ToolCall retry : lifecycle.boundTo(gate.id())) { // fixit:culprit no-idempotency
            String done = archive(gate.sandbox(), retry.id(), subject); // fixit:culprit no-idempotency
            lifecycle.answered(retry, done);
            first = first == null ? done : first;
        }
        return EffectResult.eachCallFinished(java.util.Objects.requireNonNull(first));
        // fixit:end no-idempotency
    }

    /** The wire entry is written as the request reaches the reports' system of record. */
    private String archive(SandboxId sandbox, long callId, String reportId) {
        wire.record(sandbox, callId, "POST", "/api/reports/" + reportId + "/archive");
        Instant now = Instant.now(clock);
        int archived = jdbc.sql(
                        "UPDATE report SET status = ?, updated_at = ? WHERE sandbox_id = ? AND id = ? AND status = ?")
                .params(ReportStatus.ARCHIVED.name(), now, sandbox.value(), reportId, ReportStatus.ACTIVE.name())
                .update();
        String label = reports.find(sandbox, reportId).map(Report::label).orElse(reportId);
        return archived == 1
                ? "ARCHIVED report " + label + " at " + Timestamps.clock(now) + "."
                : "Nothing to archive: report " + label + " was already ARCHIVED.";
    }

    /** The report's description in English: {@link #consequence}'s. */
    static String description(Report report) {
        return consequence(report).english();
    }

    /**
     * Written from the report's own row, so the person sees exactly which record they approve: in
     * English, and as words of the bundles from the same values.
     */
    // fixit:fix-begin wrong-row
    static ConsequenceWords consequence(Report report) {
        return ConsequenceWords.of(
                "Archive report %s (owner %s). It leaves the active list; only an operator can restore it."
                        .formatted(report.label(), report.owner()),
                "consent.consequence.archive-report",
                report.id(),
                report.title(),
                report.owner());
    }
    // fixit:fix-end wrong-row

    /**
     * The gate for {@code description}, kept as words too: the report's own, or the wrong design's
     * question, as vague in every language.
     */
    private GateSpec spec(String subject, String description, Report report) {
        ConsequenceWords words = description.equals(WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY)
                ? ConsequenceWords.of(description, "consent.consequence.archive-unidentified")
                : consequence(report);
        return new GateSpec(
                DECLARATION.requiredDecision(), subject, words.english(), PENDING_TEXT, timeout, null, words);
    }
}
