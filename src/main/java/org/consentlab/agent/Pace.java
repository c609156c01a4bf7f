package org.consentlab.agent;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How fast a simulated agent "thinks" (beat) and streams argument chunks (tick), how long it waits,
 * and whether the app is stopping: then each next step ends the agent ({@link AgentStopped}).
 */
record Pace(Duration beatLength, Duration tickLength, Duration patience, BooleanSupplier stopping) {

    void beat() {
        checkRunning();
        sleep(beatLength);
    }

    void tick() {
        checkRunning();
        sleep(tickLength);
    }

    /** Ends the agent here when the app is stopping, before it reaches for the database again. */
    void checkRunning() {
        if (stopping.getAsBoolean()) {
            throw new AgentStopped();
        }
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the agent was interrupted", e);
        }
    }
}
