package org.consentlab.consent;

import java.time.Duration;
import org.consentlab.tool.RequiredDecision;
import org.jspecify.annotations.Nullable;

/**
 * What a gate is armed with. {@code subject} scopes "the gate already pending" to one record;
 * {@code ttl} null means the default gate timeout; {@code handoffCode} is set only for handoffs.
 */
public record GateSpec(
        RequiredDecision required,
        @Nullable String subject,
        String consequence,
        String pendingText,
        @Nullable Duration ttl,
        @Nullable String handoffCode) {

    public static GateSpec of(RequiredDecision required, String consequence, String pendingText) {
        return new GateSpec(required, null, consequence, pendingText, null, null);
    }
}
