package org.consentlab.base;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The timestamp formats the lab shows and exports. */
public final class Timestamps {

    /** ISO-8601 in UTC, always with milliseconds: 2026-11-30T07:36:00.000Z. */
    private static final DateTimeFormatter ISO =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSX").withZone(ZoneOffset.UTC);

    private static final DateTimeFormatter CLOCK =
            DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault());
    private static final DateTimeFormatter SECONDS =
            DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    private Timestamps() {}

    public static String iso(Instant at) {
        return at == null ? null : ISO.format(at);
    }

    /** Time of day for screens, with milliseconds because ordering is the lesson. */
    public static String clock(Instant at) {
        return at == null ? "" : CLOCK.format(at);
    }

    /** Time of day to the second, for when something will happen (a breaker lifting). */
    public static String seconds(Instant at) {
        return at == null ? "" : SECONDS.format(at);
    }
}
