package org.consentlab.instructor.ui;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.stream.Stream;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.LabVisit;
import org.consentlab.instructor.LearnerStatus;
import org.jspecify.annotations.Nullable;

/** One learner's line in the class overview: who, their exercises and hints used, where they are and when they last did anything. */
record LearnerRow(
        ClassMember member, LearnerStatus status, @Nullable LabVisit visit, int hintsUsed) {

    /** The id the learner's own {@code sandbox-badge} shows. */
    String shortId() {
        return member.sandbox().shortForm();
    }

    /** The later of their last lab page and their last call. */
    Optional<Instant> lastActivity() {
        return Stream.of(visit == null ? null : visit.lastAt(), status.lastCall())
                .filter(time -> time != null)
                .max(Instant::compareTo);
    }

    /** On the same lab, its exercise still open, for longer than {@code after}. */
    boolean stuck(Instant now, Duration after) {
        return visit != null
                && !status.done(visit.lab())
                && visit.since().plus(after).isBefore(now);
    }
}
