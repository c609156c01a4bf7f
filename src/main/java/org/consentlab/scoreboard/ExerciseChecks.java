package org.consentlab.scoreboard;

import java.util.Set;
import org.consentlab.sandbox.SandboxId;

/**
 * Which of a feature's exercises a sandbox's own records show done, contributed as a Spring bean
 * beside the feature's {@link ExerciseCatalogue}. Read from records only, never from anything a
 * browser could set.
 */
public interface ExerciseChecks {

    /** The ids of the exercises the sandbox's records show done. */
    Set<String> doneIn(SandboxId sandbox);

    /**
     * Whether the sandbox's records show this one exercise done; false for another feature's.
     * A feature whose exercises are checked apart overrides it to read that exercise's records only.
     */
    default boolean done(SandboxId sandbox, String exerciseId) {
        return doneIn(sandbox).contains(exerciseId);
    }
}
