package org.consentlab.agent;

import java.time.Duration;

/** How fast a simulated agent "thinks" (beat) and streams argument chunks (tick). */
record Pace(Duration beatLength, Duration tickLength, Duration patience) {

    void beat() {
        sleep(beatLength);
    }

    void tick() {
        sleep(tickLength);
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
