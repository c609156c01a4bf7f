package org.consentlab.lab;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/**
 * One short exercise per built lab. Each check reads the sandbox's persisted call records, so
 * progress survives restarts and resets, and clicking around the exercise itself proves nothing.
 */
@Service
public class LabExercises {

    public record Exercise(int lab, String task, Predicate<List<ToolCall>> check) {
    }

    private static final List<Exercise> EXERCISES = List.of(
            new Exercise(1, "Invoke a tool from the Tool Inspector with arguments its schema refuses, and read the error.",
                    calls -> calls.stream().anyMatch(c -> c.channel() == Channel.INSPECTOR
                            && c.state() == CallState.OUTPUT_ERROR)),
            new Exercise(2, "Add to cart from the Tool Inspector, then take it back with the page's Undo.",
                    LabExercises::addedThenUndone),
            new Exercise(3, "Read a product with get_product_details, then save it for later: nothing asks you.",
                    calls -> done(calls, "get_product_details") && done(calls, "save_for_later")),
            new Exercise(4, "Arm the gate from the simulated agent, then cancel it.",
                    calls -> calls.stream().anyMatch(c -> c.tool().equals("delete_account")
                            && c.channel() == Channel.SIMULATED_AGENT && c.outcome() == Outcome.DECLINED)));

    private final ToolCalls calls;

    LabExercises(ToolCalls calls) {
        this.calls = calls;
    }

    public Optional<Exercise> of(int lab) {
        return EXERCISES.stream().filter(exercise -> exercise.lab() == lab).findFirst();
    }

    /** Lab number → done, for every lab that has an exercise. */
    public Map<Integer, Boolean> progress(SandboxId sandbox) {
        List<ToolCall> recorded = calls.list(sandbox);
        Map<Integer, Boolean> progress = new TreeMap<>();
        EXERCISES.forEach(exercise -> progress.put(exercise.lab(), exercise.check().test(recorded)));
        return progress;
    }

    private static boolean done(List<ToolCall> calls, String tool) {
        return calls.stream().anyMatch(c -> c.tool().equals(tool) && c.state() == CallState.OUTPUT_AVAILABLE);
    }

    private static boolean addedThenUndone(List<ToolCall> calls) {
        return calls.stream().filter(c -> c.tool().equals("add_to_cart") && c.channel() == Channel.INSPECTOR
                        && c.state() == CallState.OUTPUT_AVAILABLE)
                .anyMatch(add -> calls.stream().anyMatch(undo -> undo.tool().equals("remove_from_cart")
                        && undo.channel() == Channel.BUTTON && undo.state() == CallState.OUTPUT_AVAILABLE
                        && undo.id() > add.id()));
    }
}
