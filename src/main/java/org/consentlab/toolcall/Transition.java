package org.consentlab.toolcall;

import java.time.Instant;

/** A call entered {@code state} at {@code at}; {@code seq} orders it among all recorded events. */
public record Transition(long callId, CallState state, Instant at, long seq) {}
