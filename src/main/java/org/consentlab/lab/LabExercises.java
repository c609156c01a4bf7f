package org.consentlab.lab;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.instructor.DemoRuns;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * One exercise per built lab, checked step by step from the sandbox's persisted records (calls,
 * gates, the wire), so progress survives restarts and resets, and clicking around the exercise
 * itself proves nothing. Each is checked against its own lab's records only (the lab each call,
 * gate and effect request recorded when it was made), the same scope its page's lists show by
 * default; Lab 1's, about the inspector beside every lab, against the whole sandbox's. The lab pages and the index read the same checks.
 */
@Service
public class LabExercises {

    private final List<LabExercise> exercises;
    private final CallsRead anyExerciseReads;

    private final ToolCalls calls;
    private final ConsentGates gates;
    private final WireLog wire;
    private final Accounts accounts;

    LabExercises(
            CallTrail trail,
            ConsentGates gates,
            Accounts accounts,
            SelfApprovalRuns selfApproval,
            DemoRuns demoRuns,
            DecisionBatches turns) {
        this.calls = trail.calls();
        this.gates = gates;
        this.wire = trail.wire();
        this.accounts = accounts;
        this.exercises = List.of(
                new RegistrationExercise(),
                new CartExercise(),
                new ProductExercise(),
                new AccountExercise(),
                new LifecycleExercise(),
                new ReportsExercise(),
                new SelfApprovalExercise(selfApproval),
                new DecisionsExercise(
                        viewer -> demoRuns.of(viewer, DecisionsExercise.DEMO).stream()
                                .map(run ->
                                        new DecisionsExercise.TwinWires(requests(run.wrong()), requests(run.correct())))
                                .toList(),
                        new EditedRefunds(),
                        turns::ofCall));
        this.anyExerciseReads =
                exercises.stream().map(LabExercise::callsRead).reduce(CallsRead.GATED_ONLY, CallsRead::and);
    }

    /** The id a lab's exercise goes by on the score board, in continue codes, flags and exports: {@code lab-4}. */
    public static String idOf(int lab) {
        return "lab-" + lab;
    }

    /** The lab whose exercise goes by {@code id} ({@link #idOf}), if a lab's exercise does. */
    public OptionalInt labOf(String id) {
        return exercises.stream()
                .mapToInt(LabExercise::lab)
                .filter(lab -> idOf(lab).equals(id))
                .findFirst();
    }

    /** Where the lab's exercise stands, if the lab has one: a read of the calls that exercise looks at only. */
    public Optional<ExerciseProgress> of(int lab, SandboxId sandbox) {
        return exercises.stream()
                .filter(exercise -> exercise.lab() == lab)
                .findFirst()
                .map(exercise -> exercise.check(exercise.scope(records(sandbox, exercise.callsRead()))));
    }

    /** Lab number → progress, for every lab that has an exercise, from one read of the records. */
    public Map<Integer, ExerciseProgress> progress(SandboxId sandbox) {
        SandboxRecords records = records(sandbox, anyExerciseReads);
        Map<Integer, ExerciseProgress> progress = new TreeMap<>();
        exercises.forEach(exercise -> progress.put(exercise.lab(), exercise.check(exercise.scope(records))));
        return progress;
    }

    private List<String> requests(SandboxId twin) {
        return wire.entries(twin).stream().map(WireEntry::request).toList();
    }

    /** The sandbox's records with the calls {@code read} names, oldest first. */
    SandboxRecords records(SandboxId sandbox, CallsRead read) {
        return new SandboxRecords(
                sandbox,
                calls.ofToolsGatesOrChannel(sandbox, read.tools(), read.inspector() ? Channel.INSPECTOR : null),
                gates.all(sandbox),
                wire.entries(sandbox),
                accounts.find(sandbox).status());
    }
}
