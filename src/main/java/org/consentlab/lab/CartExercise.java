package org.consentlab.lab;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;

/** Lab 2: an agent's reversible write runs at once, and the person can take it back from the page. */
class CartExercise extends LabExercise {

    CartExercise() {
        super(2, () -> Texts.t("lab.exercise.2.goal"), CallsRead.ofTools("add_to_cart", "remove_from_cart"));
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        List<ToolCall> agentAdds =
                records.calls("add_to_cart", call -> SandboxRecords.byAgent(call) && SandboxRecords.ran(call));
        boolean undone = agentAdds.stream()
                .anyMatch(add -> !records.calls(
                                "remove_from_cart",
                                undo -> undo.channel() == Channel.BUTTON
                                        && SandboxRecords.ran(undo)
                                        && undo.id() > add.id())
                        .isEmpty());
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(Texts.t("lab.exercise.2.agent-adds"), !agentAdds.isEmpty()),
                new ExerciseProgress.Step(Texts.t("lab.exercise.2.undo"), undone));
        if (agentAdds.isEmpty()
                && !records.calls("add_to_cart", c -> c.channel() == Channel.BUTTON)
                        .isEmpty()) {
            return progress.withHint(Texts.t("lab.exercise.2.hint.own-button"));
        }
        if (!agentAdds.isEmpty()
                && !undone
                && !records.calls(
                                "remove_from_cart",
                                undo -> SandboxRecords.byAgent(undo)
                                        && undo.id() > agentAdds.getFirst().id())
                        .isEmpty()) {
            return progress.withHint(Texts.t("lab.exercise.2.hint.agent-undo"));
        }
        return progress;
    }
}
