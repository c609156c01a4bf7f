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
                        wrong(
                                """
                                - Button request = new Button("Request deletion", click -> deletion.requestDeletion(call));
                                + // The page shows no delete button any more.""",
                                "Hiding the button does not remove the tool: delete_account is still registered, and an "
                                        + "agent calls it by name over WebMCP or MCP, without any button."),
                        wrong(
                                """
                                  if (modes.isOn(FailureMode.ONE_FUNCTION)) {
                                +     if (!call.args().path("confirmed").asBoolean()) {
                                +         return ToolResponse.error("Are you sure? Call again with confirmed: true.");
                                +     }
                                      return WrongDesigns.runWithoutPrompt(""",
                                "A confirm dialog in the agent's own path is not consent: the agent calls again with "
                                        + "confirmed: true, and the account is gone without a person deciding."),
                        wrong(
                                """
                                + if (call.channel() == Channel.BUTTON) {
                                      return WrongDesigns.runWithoutPrompt(""",
                                "One function still asks and acts: an agent that drives the page presses the same button, "
                                        + "and no decision is recorded. The request must only arm the gate.")),
                Challenge.fromSource(
                        FailureMode.FIRES_EARLY,
                        "tool/AccountDeletion.java",
                        List.of("WrongDesigns.sendAsTheGateArms(", "() -> delete("),
                        wrong(
                                """
                                + Thread.sleep(Duration.ofSeconds(5));
                                  WrongDesigns.sendAsTheGateArms(""",
                                "Waiting is not asking: the DELETE still leaves whether or not the person answered, "
                                        + "only later. The effect may run only from the decision."),
                        wrong(
                                """
                                - return pending;
                                + return ToolResponse.ok("DELETED. The account was deleted.");""",
                                "Telling the agent the truth about an early effect does not undo it: the DELETE is on "
                                        + "the wire before anyone answered, and Cancel still saves nothing."),
                        wrong(
                                """
                                + // Cancel restores the account from last night's backup.""",
                                "An undo after the fact is not consent: the request already reached the system of "
                                        + "record. Nothing may be sent until the person confirms.")),
                Challenge.fromSource(
                        FailureMode.TIMEOUT_FAILS_OPEN,
                        "GateOutcomes.java",
                        List.of("failOpen(gate, at, modes);"),
                        wrong(
                                """
                                - failOpen(gate, at, modes);
                                + gates.extend(gate.id(), Duration.ofMinutes(30));
                                + return;""",
                                "A longer wait only moves the silence: when it ends, it must end as a timeout, reported "
                                        + "as one, with nothing run."),
                        wrong(
                                """
                                - failOpen(gate, at, modes);
                                + deny(gate, GateStatus.DECLINED, Outcome.DECLINED, "system: timeout", at, false,
                                +         null, "DECLINED.", modes);
                                + return;""",
                                "Nothing runs, but the records lie: a timeout is never reported as a person's no. Its "
                                        + "outcome is timed-out."),
                        wrong(
                                """
                                - failOpen(gate, at, modes);
                                + return; // the agent may retry, and a retry after the timeout counts as a yes""",
                                "Silence is not a yes, and neither is the agent's retry: only a person's decision "
                                        + "opens a gate.")),
                Challenge.written(
                        FailureMode.AGENT_PRESSES_CONFIRM,
                        "defence/ConfirmDefence.java",
                        List.of("? WrongDesigns.anyClickConfirms()"),
                        """
                        - return modes.isOn(sandbox, FailureMode.AGENT_PRESSES_CONFIRM)
                        -         ? WrongDesigns.anyClickConfirms()
                        -         : ConfirmDefence.TRUSTED_EVENT;
                        + return ConfirmDefence.TRUSTED_EVENT;""",
                        wrong(
                                """
                                + if (!"true".equals(confirm.getElement().getAttribute("data-person"))) {
                                +     return refused("not a person");
                                + }""",
                                "Nothing a page script can write counts as a person: the agent's script sets the "
                                        + "attribute as easily as it calls click()."),
                        wrong(
                                """
                                + confirm.getElement().setAttribute("aria-hidden", "true");""",
                                "Hiding Confirm from the accessibility tree does not hide it from a script: click() "
                                        + "still reaches it, and the page loses its screen-reader users."),
                        wrong(
                                """
                                + // delete_account's description: "Never press Confirm yourself.\"""",
                                "A sentence in a tool description asks the agent; it fences nothing. An agent that "
                                        + "ignores it, or reads otherwise in a page, still clicks.")));
    }
}
