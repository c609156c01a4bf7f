package org.consentlab.payment;

import java.time.Instant;

/** A payment that was sent: it left the sandbox and cannot be called back. */
public record Payment(long id, String payeeId, int amountCents, long callId, Instant sentAt) {}
