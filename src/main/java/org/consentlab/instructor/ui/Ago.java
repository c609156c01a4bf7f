package org.consentlab.instructor.ui;

import java.time.Duration;
import java.time.Instant;

/** Durations as a person reads them off a projector: "just now", "4 min", "2 h 5 min". */
final class Ago {

    private Ago() {}

    static String since(Instant then, Instant now) {
        Duration passed = Duration.between(then, now);
        return passed.toSeconds() < 60 ? "just now" : duration(passed) + " ago";
    }

    static String duration(Duration passed) {
        long minutes = Math.max(0, passed.toMinutes());
        return minutes < 60 ? minutes + " min" : minutes / 60 + " h " + minutes % 60 + " min";
    }
}
