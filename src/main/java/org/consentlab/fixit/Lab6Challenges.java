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
                        wrong(
                                """
                                + if (!call.args().path("userConfirmed").asBoolean()) {
                                +     return ToolResponse.error("Ask the user, then call again with userConfirmed: true.");
                                + }
                                  return WrongDesigns.runWithoutPrompt(""",
                                "A confirm dialog in the agent's own path is not consent: the agent sets userConfirmed "
                                        + "itself, and no person's decision is recorded."),
                        wrong(
                                """
                                - new RiskDeclaration(Kind.WRITE, ...)
                                + new RiskDeclaration(Kind.WRITE, ...).withAnnotation("destructiveHint", true)""",
                                "An annotation is a hint to the agent, not a gate: the server still runs a write at "
                                        + "once. Danger must be declared as danger, so the gate arms."),
                        wrong(
                                """
                                + audit.append(call.auditRow(AuditEvent.RESULT, "Archived without a decision"));
                                  return WrongDesigns.runWithoutPrompt(""",
                                "Recording what happened does not stop it: the archive still reaches the wire before "
                                        + "anyone decided.")),
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
                        wrong(
                                """
                                - ? WrongDesigns.rejectionReportedAsSuccess(gate)
                                + ? \"\"""",
                                "Silence is not the truth either: an agent told nothing guesses, retries or reports "
                                        + "success. It must receive the rejection and its outcome."),
                        wrong(
                                """
                                - decisionAudit.decided(gate, armer(bound, gate), status.label(), by, at, outcome, text);
                                + decisionAudit.decided(gate, armer(bound, gate), status.label(), by, at, outcome, toAgent);""",
                                "That makes the records lie as well: the audit says what happened, and so must the "
                                        + "agent's answer."),
                        wrong(
                                """
                                - ? WrongDesigns.rejectionReportedAsSuccess(gate)
                                + ? "Not yet. Try again in a minute.\"""",
                                "A no told as a delay invites the retry the person just refused: the agent must read "
                                        + "the rejection and its reason.")),
                Challenge.fromSource(
                        FailureMode.NO_IDEMPOTENCY,
                        "tool/ReportArchive.java",
                        List.of(
                                "for (ToolCall retry : lifecycle.boundTo(gate.id())) {",
                                "String done = archive(gate.sandbox(), retry.id(), subject);"),
                        wrong(
                                """
                                + if (lifecycle.boundTo(gate.id()).size() > 3) {
                                +     throw new IllegalStateException("too many retries");
                                + }""",
                                "A cap on retries still performs the ones under it: two POSTs for one approval. One "
                                        + "approved request, one effect."),
                        wrong(
                                """
                                  for (ToolCall retry : lifecycle.boundTo(gate.id())) {
                                +     if (Duration.between(previous.at(), retry.at()).toSeconds() < 1) continue;""",
                                "A retry can come a minute later: time is not identity. Retries carry the same "
                                        + "idempotency key, or join the pending request, and the effect runs once."),
                        wrong(
                                """
                                + // archive_report's description: "Do not retry this tool.\"""",
                                "A client resends a request that got no answer, whatever the agent was told: the server "
                                        + "must make the retry harmless.")),
                Challenge.fromSource(
                        FailureMode.WRONG_ROW,
                        "tool/ReportArchive.java",
                        List.of("? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY"),
                        wrong(
                                """
                                - ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY
                                + ? call.args().path("summary").asString()""",
                                "The consequence is written by the app from its own data, never from agent prose: an "
                                        + "agent can write \"Archive RPT-30\" while asking for RPT-29."),
                        wrong(
                                """
                                + reportsGrid.select(report); // highlighted behind the dialog""",
                                "The dialog still does not say which report; the highlight is behind it, and the "
                                        + "person's own selection may differ. What the person approves must name the record."),
                        wrong(
                                """
                                - ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY
                                + ? WrongDesigns.DESCRIPTION_WITHOUT_IDENTITY + " This cannot be undone.\"""",
                                "Saying it is serious does not say what: the person still cannot tell RPT-29 from "
                                        + "RPT-30.")));
    }
}
