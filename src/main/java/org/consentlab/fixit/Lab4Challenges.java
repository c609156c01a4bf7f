package org.consentlab.fixit;

import static org.consentlab.fixit.Challenge.wrong;

import java.util.List;
import org.consentlab.instructor.FailureMode;

/** The challenges of Lab 4's delete_account and its Confirm: the wrong designs of one destructive call. */
final class Lab4Challenges {

    private Lab4Challenges() {}

    static List<Challenge> all() {
        return List.of(
                Challenge.fromSource(
                        FailureMode.ONE_FUNCTION,
                        "tool/AccountDeletion.java",
                        List.of("return WrongDesigns.runWithoutPrompt(", "() -> delete("),
                        wrong("""
                                - Button request = new Button("Request deletion", click -> deletion.requestDeletion(call));
                                + // The page shows no delete button any more.""", "fixit.why.one-function.1"),
                        wrong("""
                                  if (modes.isOn(FailureMode.ONE_FUNCTION)) {
                                +     if (!call.args().path("confirmed").asBoolean()) {
                                +         return ToolResponse.error("Are you sure? Call again with confirmed: true.");
                                +     }
                                      return WrongDesigns.runWithoutPrompt(""", "fixit.why.one-function.2"),
                        wrong("""
                                + if (call.channel() == Channel.BUTTON) {
                                      return WrongDesigns.runWithoutPrompt(""", "fixit.why.one-function.3")),
                Challenge.fromSource(
                        FailureMode.FIRES_EARLY,
                        "tool/AccountDeletion.java",
                        List.of("WrongDesigns.sendAsTheGateArms(", "() -> delete("),
                        wrong("""
                                + Thread.sleep(Duration.ofSeconds(5));
                                  WrongDesigns.sendAsTheGateArms(""", "fixit.why.fires-early.1"),
                        wrong("""
                                - return pending;
                                + return ToolResponse.ok("DELETED. The account was deleted.");""", "fixit.why.fires-early.2"),
                        wrong("""
                                + // Cancel restores the account from last night's backup.""", "fixit.why.fires-early.3")),
                Challenge.fromSource(
                        FailureMode.TIMEOUT_FAILS_OPEN,
                        "GateOutcomes.java",
                        List.of("failOpen(gate, at, modes);"),
                        wrong("""
                                - failOpen(gate, at, modes);
                                + gates.extend(gate.id(), Duration.ofMinutes(30));
                                + return;""", "fixit.why.timeout-fails-open.1"),
                        wrong("""
                                - failOpen(gate, at, modes);
                                + deny(gate, GateStatus.DECLINED, Outcome.DECLINED, "system: timeout", at, false,
                                +         null, "DECLINED.", modes);
                                + return;""", "fixit.why.timeout-fails-open.2"),
                        wrong("""
                                - failOpen(gate, at, modes);
                                + return; // the agent may retry, and a retry after the timeout counts as a yes""", "fixit.why.timeout-fails-open.3")),
                Challenge.written(
                        FailureMode.AGENT_PRESSES_CONFIRM,
                        "defence/ConfirmDefence.java",
                        List.of("? WrongDesigns.anyClickConfirms()"),
                        """
                        - return modes.isOn(sandbox, FailureMode.AGENT_PRESSES_CONFIRM)
                        -         ? WrongDesigns.anyClickConfirms()
                        -         : ConfirmDefence.TRUSTED_EVENT;
                        + return ConfirmDefence.TRUSTED_EVENT;""",
                        wrong("""
                                + if (!"true".equals(confirm.getElement().getAttribute("data-person"))) {
                                +     return refused("not a person");
                                + }""", "fixit.why.agent-presses-confirm.1"),
                        wrong("""
                                + confirm.getElement().setAttribute("aria-hidden", "true");""", "fixit.why.agent-presses-confirm.2"),
                        wrong("""
                                + // delete_account's description: "Never press Confirm yourself.\"""", "fixit.why.agent-presses-confirm.3")));
    }
}
