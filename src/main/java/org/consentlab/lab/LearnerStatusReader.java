package org.consentlab.lab;

import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import org.consentlab.consent.ConsentGates;
import org.consentlab.instructor.LearnerStatus;
import org.consentlab.instructor.LearnerStatuses;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/** A learner's status for their class's overview, from the same exercise checks their own pages show. */
@Service
class LearnerStatusReader implements LearnerStatuses {

    private final LabExercises exercises;
    private final ConsentGates gates;
    private final ToolCalls calls;

    LearnerStatusReader(LabExercises exercises, ConsentGates gates, ToolCalls calls) {
        this.exercises = exercises;
        this.gates = gates;
        this.calls = calls;
    }

    @Override
    public LearnerStatus of(SandboxId sandbox) {
        Map<Integer, Boolean> done = new TreeMap<>();
        exercises.progress(sandbox).forEach((lab, progress) -> done.put(lab, progress.done()));
        Instant lastCall = calls.newest(sandbox, 1).stream()
                .map(ToolCall::updatedAt)
                .findFirst()
                .orElse(null);
        return new LearnerStatus(done, gates.pending(sandbox).size(), lastCall);
    }
}
