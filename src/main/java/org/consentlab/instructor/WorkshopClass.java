package org.consentlab.instructor;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One class as its instructor set it up. The workshop settings are empty until the instructor
 * changes them, and then override the lab's defaults for the class's learners only.
 */
public record WorkshopClass(
        ClassId id,
        String name,
        JoinCode code,
        String instructor,
        Instant createdAt,
        @Nullable Duration gateTtl,
        @Nullable Duration approvalTimeout,
        @Nullable Instant endedAt) {

    /** The longest class name (the column's size). */
    public static final int MAX_NAME = 80;

    public boolean ended() {
        return endedAt != null;
    }

    public Optional<Duration> gateTtlSetting() {
        return Optional.ofNullable(gateTtl);
    }

    public Optional<Duration> approvalTimeoutSetting() {
        return Optional.ofNullable(approvalTimeout);
    }
}
