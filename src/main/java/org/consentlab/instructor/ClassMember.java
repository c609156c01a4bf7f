package org.consentlab.instructor;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;

/** A learner's sandbox in a class, with the name they chose to be shown by (if any). */
public record ClassMember(
        SandboxId sandbox, ClassId classId, @Nullable String displayName, Instant joinedAt) {

    /** The longest name a learner may be shown by (the column's size). */
    public static final int MAX_DISPLAY_NAME = 40;

    /** What the overview and the approvals page call this learner. */
    public String shownName() {
        return displayName == null || displayName.isBlank() ? sandbox.learner() : displayName;
    }
}
