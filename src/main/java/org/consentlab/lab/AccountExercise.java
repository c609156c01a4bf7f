package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.account.AccountStatus;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.WireEntry;

/**
 * Lab 4: any agent path (simulated agent, inspector, WebMCP, MCP) may only arm the gate; Cancel
 * loses nothing; Confirm sends exactly one DELETE. Only Lab 4's own records count: Labs 5, 7 and 8
 * reach the same tool, and their calls, gates and DELETEs are recorded as theirs ({@code CallLab}).
 */
class AccountExercise extends LabExercise {

    private static final String TOOL = "delete_account";

    AccountExercise() {
        super(4, () -> Texts.t("lab.exercise.4.goal"), CallsRead.GATED_ONLY);
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
                new ExerciseProgress.Step(Texts.t("lab.exercise.4.agent-asks"), !agentGates.isEmpty()),
                new ExerciseProgress.Step(
                        Texts.t("lab.exercise.4.cancel", Texts.isolate("ACTIVE"), Texts.isolate("DELETE")), cancelled),
                new ExerciseProgress.Step(Texts.t("lab.exercise.4.confirm", Texts.isolate("DELETE")), confirmedOnce));
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
            return Optional.of(Texts.t("lab.exercise.4.hint.own-cancel", Texts.isolate(TOOL)));
        }
        if (!confirmedOnce && ownGates.stream().anyMatch(gate -> gate.status() == GateStatus.APPROVED)) {
            return Optional.of(Texts.t("lab.exercise.4.hint.own-confirm"));
        }
        Optional<Gate> endedOtherwise = agentGates.stream()
                .filter(gate -> gate.status() == GateStatus.EXPIRED || gate.status() == GateStatus.CANCELLED)
                .reduce((first, last) -> last);
        if (!cancelled && endedOtherwise.isPresent()) {
            return Optional.of(Texts.t(
                    "lab.exercise.4.hint.ended",
                    Texts.isolate(endedOtherwise.get().status().label())));
        }
        if (records.account() == AccountStatus.DELETED && !(cancelled && confirmedOnce)) {
            return Optional.of(Texts.t("lab.exercise.4.hint.deleted"));
        }
        return Optional.empty();
    }
}
