package org.consentlab.lab;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;

/** Lab 1: the Tool Inspector sends what an agent would, and the schema refuses a bad call before anything runs. */
class RegistrationExercise extends LabExercise {

    RegistrationExercise() {
        super(1, () -> Texts.t("lab.exercise.1.goal"), CallsRead.INSPECTOR);
    }

    /**
     * The whole sandbox's: the Tool Inspector beside every lab is the one Lab 1 registers its tools
     * with, so a refused call from any lab's inspector shows the same schema at work. Lab 1 lists no
     * wire and counts no effect.
     */
    @Override
    SandboxRecords scope(SandboxRecords sandbox) {
        return sandbox;
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        List<ToolCall> inspected = records.calls().stream()
                .filter(c -> c.channel() == Channel.INSPECTOR)
                .toList();
        boolean invoked = !inspected.isEmpty();
        boolean refused = inspected.stream().anyMatch(c -> c.state() == CallState.OUTPUT_ERROR);
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(Texts.t("lab.exercise.1.invoke"), invoked),
                new ExerciseProgress.Step(Texts.t("lab.exercise.1.refused"), refused));
        if (invoked && !refused) {
            return progress.withHint(Texts.t("lab.exercise.1.hint.valid"));
        }
        return progress;
    }
}
