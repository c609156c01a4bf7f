package org.consentlab.lab;

import java.util.List;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;

/** Lab 2: an agent's reversible write runs at once, and the person can take it back from the page. */
class CartExercise extends LabExercise {

    private static final String GOAL =
            "An agent's cheap, reversible write runs at once without asking, and you can take "
                    + "it back from the page.";

    CartExercise() {
        super(2, GOAL, CallsRead.ofTools("add_to_cart", "remove_from_cart"));
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
                new ExerciseProgress.Step(
                        "Let an agent add to the cart: invoke add_to_cart from the Tool Inspector "
                                + "(or any agent). Nothing asks you.",
                        !agentAdds.isEmpty()),
                new ExerciseProgress.Step("Take it back with the page's Undo last add.", undone));
        if (agentAdds.isEmpty()
                && !records.calls("add_to_cart", c -> c.channel() == Channel.BUTTON)
                        .isEmpty()) {
            return progress.withHint("Add a mug is your own button, so it shows nothing about agents. Add from the "
                    + "Tool Inspector instead (add_to_cart), then press Undo last add.");
        }
        if (!agentAdds.isEmpty()
                && !undone
                && !records.calls(
                                "remove_from_cart",
                                undo -> SandboxRecords.byAgent(undo)
                                        && undo.id() > agentAdds.getFirst().id())
                        .isEmpty()) {
            return progress.withHint("That undo came from an agent's path. The point is that you can take it back: "
                    + "press the page's Undo last add.");
        }
        return progress;
    }
}
