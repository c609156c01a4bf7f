package org.consentlab.cart;

import java.time.Instant;

/** One line in the cart, and the call that put it there (null if none did). */
public record CartLine(long id, String sku, int quantity, Long callId, Instant addedAt) {}
