package org.consentlab.lab;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.consentlab.consent.ConfirmDefence;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.GateStatus;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * One short exercise per built lab. Each check reads the sandbox's persisted records (calls, and
 * for Lab 5 the gates and the wire), so progress survives restarts and resets, and clicking
 * around the exercise itself proves nothing.
 */
@Service
public class LabExercises {

    public record Exercise(int lab, String task, BiPredicate<SandboxId, List<ToolCall>> check) {

        Exercise(int lab, String task, Predicate<List<ToolCall>> fromCalls) {
            this(lab, task, (sandbox, calls) -> fromCalls.test(calls));
        }
    }

    private final List<Exercise> exercises = List.of(
            new Exercise(1, "Invoke a tool from the Tool Inspector with arguments its schema refuses, and read the error.",
                    calls -> calls.stream().anyMatch(c -> c.channel() == Channel.INSPECTOR
                            && c.state() == CallState.OUTPUT_ERROR)),
            new Exercise(2, "Add to cart from the Tool Inspector, then take it back with the page's Undo.",
                    LabExercises::addedThenUndone),
            new Exercise(3, "Read a product with get_product_details, then save it for later: nothing asks you.",
                    calls -> done(calls, "get_product_details") && done(calls, "save_for_later")),
            new Exercise(4, "Arm the gate from the simulated agent, then cancel it.",
                    calls -> calls.stream().anyMatch(c -> c.tool().equals("delete_account")
                            && c.channel() == Channel.SIMULATED_AGENT && c.outcome() == Outcome.DECLINED)),
            new Exercise(5, "Take delete_account all the way under Correct: your consent in the page, then an "
                    + "approver's approval from another browser, and a PASS.", this::deletedAfterBothDecisions),
            new Exercise(7, "Find a defence a script-click agent cannot pass but a trusted-input agent can, and the "
                    + "one defence that holds against all four.",
                    this::selfApprovalFound));

    private final ToolCalls calls;
    private final ConsentGates gates;
    private final WireLog wire;
    private final SelfApprovalRuns selfApproval;

    LabExercises(ToolCalls calls, ConsentGates gates, WireLog wire, SelfApprovalRuns selfApproval) {
        this.calls = calls;
        this.gates = gates;
        this.wire = wire;
        this.selfApproval = selfApproval;
    }

    public Optional<Exercise> of(int lab) {
        return exercises.stream().filter(exercise -> exercise.lab() == lab).findFirst();
    }

    /** Lab number → done, for every lab that has an exercise. */
    public Map<Integer, Boolean> progress(SandboxId sandbox) {
        List<ToolCall> recorded = calls.list(sandbox);
        Map<Integer, Boolean> progress = new TreeMap<>();
        exercises.forEach(exercise -> progress.put(exercise.lab(), exercise.check().test(sandbox, recorded)));
        return progress;
    }

    /** Read from the records: Lab 5's deletion reached the wire after the person's consent and an approver's yes. */
    private boolean deletedAfterBothDecisions(SandboxId sandbox, List<ToolCall> recorded) {
        List<WireEntry> sent = wire.entries(sandbox);
        return gates.all(sandbox).stream().filter(gate -> gate.tool().equals("delete_account")
                        && (gate.subject() == null || !gate.subject().startsWith(ConfirmDefence.SUBJECT_PREFIX))
                        && gate.status() == GateStatus.APPROVED && gate.consentSeq() != null)
                .anyMatch(gate -> sent.stream().anyMatch(entry -> entry.callId() != null
                        && entry.callId() == gate.callId() && entry.seq() > gate.decisionSeq()));
    }

    private boolean selfApprovalFound(SandboxId sandbox, List<ToolCall> recorded) {
        return selfApproval.exerciseDone(sandbox);
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
