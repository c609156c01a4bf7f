package org.consentlab.tour;

import java.util.List;

/**
 * Where one sandbox's learner stands in the tour: started or skipped, the four steps with what the
 * records show of each, and the current step (the first not yet shown), or none once all are.
 */
public record Tour(TourState state, List<TourStep> steps) {

    public Tour {
        steps = List.copyOf(steps);
    }

    /** The first step the records do not show yet; 0 when they show them all. */
    public int current() {
        return steps.stream()
                .filter(step -> !step.done())
                .mapToInt(TourStep::number)
                .findFirst()
                .orElse(0);
    }

    public boolean finished() {
        return current() == 0;
    }

    /** {@code 1}–{@code 4}, or {@code done}: the value of the panel's {@code data-step}. */
    public String stepName() {
        return finished() ? "done" : String.valueOf(current());
    }
}
