package org.consentlab.lab;

import java.util.List;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;

/** Lab 3: the gradient's low end: a read and a cheap reversible write both run without a gate. */
class ProductExercise extends LabExercise {

    private static final String GOAL = "The low end of the gradient: a read changes nothing and a cheap write can be "
            + "undone, so neither asks you.";

    ProductExercise() {
        super(3, GOAL, CallsRead.ofTools("get_product_details", "save_for_later"));
    }

    @Override
    ExerciseProgress check(SandboxRecords records) {
        boolean read =
                !records.calls("get_product_details", SandboxRecords::ran).isEmpty();
        boolean saved = !records.calls("save_for_later", SandboxRecords::ran).isEmpty();
        ExerciseProgress progress = progress(
                new ExerciseProgress.Step(
                        "Read a product with get_product_details (Tool Inspector, a SKU from a " + "product card).",
                        read),
                new ExerciseProgress.Step("Save a product for later (its button, the inspector or an agent).", saved));
        List<ToolCall> failedReads = records.calls("get_product_details", c -> c.state() == CallState.OUTPUT_ERROR);
        if (!read && !failedReads.isEmpty()) {
            return progress.withHint(
                    "That read was refused: " + failedReads.getLast().resultText()
                            + " Use a SKU shown on a product card, e.g. {\"sku\":\"MUG-01\"}.");
        }
        return progress;
    }
}
