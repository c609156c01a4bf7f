package org.consentlab.toolcall;

import java.time.Instant;

/** One thing that happened to a call, in one lane; {@code seq} orders it among all events. */
public record TimelineEvent(long seq, Instant at, TimelineLane lane, String text) {}
