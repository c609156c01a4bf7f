package org.consentlab.fixit;

import java.util.Set;
import java.util.stream.Collectors;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.scoreboard.ExerciseChecks;
import org.springframework.stereotype.Component;

/** The challenges a sandbox solved, for the score board: the same steps the challenge pages read. */
@Component
class FixItChecks implements ExerciseChecks {

    private final FixIt fixIt;

    FixItChecks(FixIt fixIt) {
        this.fixIt = fixIt;
    }

    @Override
    public Set<String> doneIn(SandboxId sandbox) {
        return fixIt.solved(sandbox).stream().map(FixIt::exerciseId).collect(Collectors.toSet());
    }

    /** Another feature's exercise is none of the challenges' business: no read for it. */
    @Override
    public boolean done(SandboxId sandbox, String exerciseId) {
        return exerciseId.startsWith(FixIt.exerciseId("")) && doneIn(sandbox).contains(exerciseId);
    }
}
