package org.consentlab.fixit;

import static org.consentlab.fixit.Challenge.wrong;

import java.util.List;
import org.consentlab.instructor.FailureMode;

/** The challenges of Lab 6's report tools: what a covered page and a remembered yes let through. */
final class Lab6MoreChallenges {

    private Lab6MoreChallenges() {}

    static List<Challenge> all() {
        return List.of(
                Challenge.written(
                        FailureMode.HIDDEN_CALLABLE,
                        "tool/ReportTagging.java",
                        List.of("&& !modes.isOn(call.sandbox(), FailureMode.HIDDEN_CALLABLE)) {"),
                        """
                        - if (regions.covered(call.sandbox())
                        -         && !modes.isOn(call.sandbox(), FailureMode.HIDDEN_CALLABLE)) {
                        + if (regions.covered(call.sandbox())) {
                              return ToolResponse.error(CoveredRegions.refusal(call.tool()));
                          }""",
                        wrong(
                                """
                                + reportsGrid.setVisible(false); // while the dialog is open""",
                                "Hiding the button does not remove the tool: the agent calls tag_report by name, not "
                                        + "by finding a button."),
                        wrong(
                                """
                                + reports.getElement().setAttribute("inert", "");""",
                                "inert stops a person's clicks in the browser; the agent's call reaches the server "
                                        + "through the tool-call service, where nothing is inert. The tool must refuse."),
                        wrong(
                                """
                                + // webmcp-bridge.ts: if (document.querySelector("vaadin-dialog[opened]")) return;""",
                                "A check in the page's script is skipped by an agent over MCP or the inspector: the "
                                        + "refusal belongs on the server, in the tool.")),
                Challenge.fromSource(
                        FailureMode.REMEMBERED_YES,
                        "tool/ReportArchive.java",
                        List.of("&& allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) {"),
                        wrong(
                                """
                                - && allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) {
                                + && allowances.rememberedYesWithin(sandbox, call.sessionRef(), call.tool(), Duration.ofMinutes(5))) {""",
                                "A shorter memory is still a standing yes: RPT-32, archived five minutes later, was "
                                        + "never seen. Under confirm always, every archive asks."),
                        wrong(
                                """
                                - && allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) {
                                + && allowances.rememberedYes(sandbox, call.caller(), call.tool())) {""",
                                "Keying the memory to the agent instead of the session changes whom the standing yes "
                                        + "serves, not that it stands: the person never sees the next archive."),
                        wrong(
                                """
                                + notifications.tell(sandbox, "Archived " + id + " on your earlier yes.");""",
                                "Telling the person afterwards is a report, not a decision: the report has already "
                                        + "left the active list.")));
    }
}
