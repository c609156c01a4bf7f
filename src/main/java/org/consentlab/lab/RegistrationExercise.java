package org.consentlab.lab;

import java.util.List;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;

/** Lab 1: the Tool Inspector sends what an agent would, and the schema refuses a bad call before anything runs. */
class RegistrationExercise extends LabExercise {

    private static final String GOAL = "See that every tool the page registers is guarded by its schema: a call with "
            + "arguments the schema refuses changes nothing and says exactly what was wrong.";

    RegistrationExercise() {
        super(1, GOAL, CallsRead.INSPECTOR);
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
                new ExerciseProgress.Step(
                        "Invoke any tool from the Tool Inspector (right): it calls exactly as an " + "agent would.",
                        invoked),
                new ExerciseProgress.Step(
                        "Invoke one with arguments its schema refuses (a wrong type, or a missing "
                                + "field) and read the error.",
                        refused));
        if (invoked && !refused) {
            return progress.withHint("Your inspector call was valid, so it ran. Change an argument to the wrong "
                    + "type (e.g. a word where the schema wants a number) and invoke again.");
        }
        return progress;
    }
}
