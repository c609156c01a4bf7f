package org.consentlab.fixit;

import static org.consentlab.fixit.Challenge.wrong;

import java.util.List;
import org.consentlab.instructor.FailureMode;

/** The challenges of Lab 6's report tools: asking before a dangerous action, and asking about the right one. */
final class Lab6Challenges {

    private Lab6Challenges() {}

    static List<Challenge> all() {
        return List.of(
                Challenge.fromSource(
                        FailureMode.NO_GATE,
                        "tool/ReportArchive.java",
                        List.of(
                                "return WrongDesigns.runWithoutPrompt(",
                                "() -> EffectResult.done(archive(sandbox, call.callId(), id)));"),
                        wrong("""
                                + if (!call.args().path("userConfirmed").asBoolean()) {
                                +     return ToolResponse.error("Ask the user, then call again with userConfirmed: true.");
                                + }
                                  return WrongDesigns.runWithoutPrompt(""", "fixit.why.no-gate.1"),
                        wrong("""
                                - new RiskDeclaration(Kind.WRITE, ...)
                                + new RiskDeclaration(Kind.WRITE, ...).withAnnotation("destructiveHint", true)""", "fixit.why.no-gate.2"),
                        wrong("""
                                + audit.append(call.auditRow(AuditEvent.RESULT, "Archived without a decision"));
                                  return WrongDesigns.runWithoutPrompt(""", "fixit.why.no-gate.3")),
                Challenge.written(
                        FailureMode.REJECTION_AS_SUCCESS,
                        "GateOutcomes.java",
                        List.of("? WrongDesigns.rejectionReportedAsSuccess(gate)"),
                        """
                        - String toAgent = modes.isOn(FailureMode.REJECTION_AS_SUCCESS)
                        -         ? WrongDesigns.rejectionReportedAsSuccess(gate)
                        -         : text;
                          List<ToolCall> bound = lifecycle.boundTo(gate.id());
                        - lifecycle.denied(human ? lifecycle.responded(bound) : bound, outcome, toAgent);
                        + lifecycle.denied(human ? lifecycle.responded(bound) : bound, outcome, text);""",
                        wrong("""
                                - ? WrongDesigns.rejectionReportedAsSuccess(gate)
                                + ? \"\"""", "fixit.why.rejection-as-success.1"),
                        wrong("""
                                - decisionAudit.decided(gate, armer(bound, gate), status.label(), by, at, outcome, text);
                                + decisionAudit.decided(gate, armer(bound, gate), status.label(), by, at, outcome, toAgent);""", "fixit.why.rejection-as-success.2"),
                        wrong("""
                                - ? WrongDesigns.rejectionReportedAsSuccess(gate)
                                + ? "Not yet. Try again in a minute.\"""", "fixit.why.rejection-as-success.3")),
                Challenge.fromSource(
                        FailureMode.NO_IDEMPOTENCY,
                        "tool/ReportArchive.java",
                        List.of(
                                "for (ToolCall retry : lifecycle.boundTo(gate.id())) {",
                                "String done = archive(gate.sandbox(), retry.id(), subject);"),
                        wrong("""
                                + if (lifecycle.boundTo(gate.id()).size() > 3) {
                                +     throw new IllegalStateException("too many retries");
                                + }""", "fixit.why.no-idempotency.1"),
                        wrong("""
                                  for (ToolCall retry : lifecycle.boundTo(gate.id())) {
                                +     if (Duration.between(previous.at(), retry.at()).toSeconds() < 1) continue;""", "fixit.why.no-idempotency.2"),
                        wrong("""
                                + // archive_report's description: "Do not retry this tool.\"""", "fixit.why.no-idempotency.3")),
                Challenge.fromSource(
                        FailureMode.WRONG_ROW,
                        "tool/ReportArchive.java",
                        List.of("? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY"),
                        wrong("""
                                - ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY
                                + ? call.args().path("summary").asString()""", "fixit.why.wrong-row.1"),
                        wrong("""
                                + reportsGrid.select(report); // highlighted behind the dialog""", "fixit.why.wrong-row.2"),
                        wrong("""
                                - ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY
                                + ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY + " This cannot be undone.\"""", "fixit.why.wrong-row.3")));
    }
}
