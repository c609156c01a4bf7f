package org.consentlab.toolcall;

import java.time.Instant;

/** The decline breaker of one tool while it is on: how many declines in a row, and when it lifts by itself. */
public record DeclineBreaker(String tool, int declines, Instant liftsAt) {
}
