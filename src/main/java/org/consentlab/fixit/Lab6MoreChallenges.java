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
                        wrong("""
                                + reportsGrid.setVisible(false); // while the dialog is open""", "fixit.why.hidden-callable.1"),
                        wrong("""
                                + reports.getElement().setAttribute("inert", "");""", "fixit.why.hidden-callable.2"),
                        wrong("""
                                + // webmcp-bridge.ts: if (document.querySelector("vaadin-dialog[opened]")) return;""", "fixit.why.hidden-callable.3")),
                Challenge.fromSource(
                        FailureMode.REMEMBERED_YES,
                        "tool/ReportArchive.java",
                        List.of("&& allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) {"),
                        wrong("""
                                - && allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) {
                                + && allowances.rememberedYesWithin(sandbox, call.sessionRef(), call.tool(), Duration.ofMinutes(5))) {""", "fixit.why.remembered-yes.1"),
                        wrong("""
                                - && allowances.rememberedYes(sandbox, call.sessionRef(), call.tool())) {
                                + && allowances.rememberedYes(sandbox, call.caller(), call.tool())) {""", "fixit.why.remembered-yes.2"),
                        wrong("""
                                + notifications.tell(sandbox, "Archived " + id + " on your earlier yes.");""", "fixit.why.remembered-yes.3")));
    }
}
