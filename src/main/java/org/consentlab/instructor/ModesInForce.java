package org.consentlab.instructor;

import java.util.EnumSet;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The failure modes in force for one sandbox, as one step of work sees them: read once, at the
 * step's first question (a step that asks none reads nothing), and handed to every part of the
 * step that asks, so that the whole step bends by the same switches however many parts consult
 * them. Made by {@link FailureModes#inForce}; one per step, never kept across steps.
 */
public final class ModesInForce {

    private final Supplier<Set<FailureMode>> read;
    private @Nullable Set<FailureMode> on;

    ModesInForce(Supplier<Set<FailureMode>> read) {
        this.read = read;
    }

    /** Fixed switches, read elsewhere (a test's, or none at all). */
    public static ModesInForce of(Set<FailureMode> on) {
        Set<FailureMode> fixed = on.isEmpty() ? EnumSet.noneOf(FailureMode.class) : EnumSet.copyOf(on);
        return new ModesInForce(() -> fixed);
    }

    public boolean isOn(FailureMode mode) {
        if (on == null) {
            on = Set.copyOf(read.get());
        }
        return on.contains(mode);
    }
}
