package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.account.AccountStatus;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.toolcall.WireEntry;

/**
 * Lab 4: any agent path (simulated agent, inspector, WebMCP, MCP) may only arm the gate; Cancel
 * loses nothing; Confirm sends exactly one DELETE. Only Lab 4's own records count: Labs 5, 7 and 8
 * reach the same tool, and their calls, gates and DELETEs are recorded as theirs ({@code CallLab}).
 */
class AccountExercise extends LabExercise {

    private static final String GOAL = "Any path may ask to delete the account, but only your Confirm deletes, once; "
            + "your Cancel loses nothing.";
    private static final String TOOL = "delete_account";

    AccountExercise() {
        super(4, GOAL);
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        List<Gate> agentGates = records.gates(TOOL, gate -> gate.subject() == null && records.armedByAgent(gate));
        boolean cancelled = agentGates.stream()
                .anyMatch(gate -> gate.status() == GateStatus.DECLINED
                        && records.wireOf(gate).isEmpty());
        boolean confirmedOnce = agentGates.stream()
                .anyMatch(gate -> gate.status() == GateStatus.APPROVED && deletedOnceAfter(records.wireOf(gate), gate));
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(
                        "Let an agent ask: Simulate agent call, the Tool Inspector, an in-browser "
                                + "agent (WebMCP) or an agent over MCP. It only arms the gate.",
                        !agentGates.isEmpty()),
                new ExerciseProgress.Step(
                        "Cancel an agent's request: the account stays ACTIVE and no DELETE of it "
                                + "reaches Lab 4's wire.",
                        cancelled),
                new ExerciseProgress.Step(
                        "Let an agent ask again and Confirm delete: exactly one DELETE of it reaches "
                                + "Lab 4's wire.",
                        confirmedOnce));
        return progress.withHint(
                hint(records, agentGates, cancelled, confirmedOnce).orElse(null));
    }

    private static boolean deletedOnceAfter(List<WireEntry> sent, Gate gate) {
        return sent.size() == 1
                && sent.getFirst().request().equals("DELETE /api/account")
                && sent.getFirst().seq() > gate.decisionSeq();
    }

    private static Optional<String> hint(
            SandboxRecords records, List<Gate> agentGates, boolean cancelled, boolean confirmedOnce) {
        List<Gate> ownGates = records.gates(TOOL, gate -> gate.subject() == null && !records.armedByAgent(gate));
        if (!cancelled && ownGates.stream().anyMatch(gate -> gate.status() == GateStatus.DECLINED)) {
            return Optional.of("You cancelled a request from the page's own Request deletion button: that is you "
                    + "asking, not an agent. Press Simulate agent call (or invoke delete_account in the Tool "
                    + "Inspector), then Cancel.");
        }
        if (!confirmedOnce && ownGates.stream().anyMatch(gate -> gate.status() == GateStatus.APPROVED)) {
            return Optional.of("That deletion was asked for by your own button, not an agent. Press Reset sandbox, "
                    + "let an agent ask, then Confirm delete.");
        }
        Optional<Gate> endedOtherwise = agentGates.stream()
                .filter(gate -> gate.status() == GateStatus.EXPIRED || gate.status() == GateStatus.CANCELLED)
                .reduce((first, last) -> last);
        if (!cancelled && endedOtherwise.isPresent()) {
            return Optional.of(
                    "That request ended " + endedOtherwise.get().status().label() + ", not by your "
                            + "Cancel: a timeout is never a person's no. Let an agent ask again and press Cancel.");
        }
        if (records.account() == AccountStatus.DELETED && !(cancelled && confirmedOnce)) {
            return Optional.of("The account is deleted. Press Reset sandbox to restore it, then carry on.");
        }
        return Optional.empty();
    }
}
