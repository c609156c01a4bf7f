package org.consentlab.passkey;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/** One registered passkey as the page lists it: its credential id (never its key), its counter, when made and last used. */
public record Passkey(
        String credentialId,
        String label,
        long signCount,
        Instant createdAt,
        @Nullable Instant lastUsedAt) {}
