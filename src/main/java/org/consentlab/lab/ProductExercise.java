package org.consentlab.lab;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;

/** Lab 3: the gradient's low end: a read and a cheap reversible write both run without a gate. */
class ProductExercise extends LabExercise {

    ProductExercise() {
        super(3, () -> Texts.t("lab.exercise.3.goal"), CallsRead.ofTools("get_product_details", "save_for_later"));
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        boolean read =
                !records.calls("get_product_details", SandboxRecords::ran).isEmpty();
        boolean saved = !records.calls("save_for_later", SandboxRecords::ran).isEmpty();
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(Texts.t("lab.exercise.3.read"), read),
                new ExerciseProgress.Step(Texts.t("lab.exercise.3.save"), saved));
        List<ToolCall> failedReads = records.calls("get_product_details", c -> c.state() == CallState.OUTPUT_ERROR);
        if (!read && !failedReads.isEmpty()) {
            // The refusal is what the agent received, shown verbatim as protocol, set apart from the sentence.
            return progress.withHint(Texts.t(
                    "lab.exercise.3.hint.refused",
                    Texts.isolate(failedReads.getLast().resultText()),
                    Texts.isolate("{\"sku\":\"MUG-01\"}")));
        }
        return progress;
    }
}
