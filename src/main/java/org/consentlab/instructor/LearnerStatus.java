package org.consentlab.instructor;

import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * What a class overview shows of one learner's own records: each lab's exercise (done or open),
 * the gates waiting for them, and when their sandbox last made a call.
 */
public record LearnerStatus(
        Map<Integer, Boolean> labsDone,
        int pendingGates,
        @Nullable Instant lastCall) {

    public LearnerStatus {
        labsDone = new TreeMap<>(labsDone);
    }

    /** {@code done} or {@code open}, the words the labs' own pages use. */
    public String status(int lab) {
        return Boolean.TRUE.equals(labsDone.get(lab)) ? "done" : "open";
    }

    public boolean done(int lab) {
        return Boolean.TRUE.equals(labsDone.get(lab));
    }
}
