package org.consentlab.instructor.ui;

import java.time.Duration;
import java.time.Instant;
import org.consentlab.i18n.Texts;

/** Durations as a person reads them off a projector: "just now", "4 min", "2 h 5 min". */
final class Ago {

    private Ago() {}

    static String since(Instant then, Instant now) {
        Duration passed = Duration.between(then, now);
        return passed.toSeconds() < 60
                ? Texts.t("instructor.ago.just-now")
                : Texts.t("instructor.ago", duration(passed));
    }

    static String duration(Duration passed) {
        long minutes = Math.max(0, passed.toMinutes());
        return minutes < 60
                ? Texts.t("instructor.minutes", minutes)
                : Texts.t("instructor.hours", minutes / 60, minutes % 60);
    }
}
