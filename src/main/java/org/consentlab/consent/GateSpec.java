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

    /** The subject prefix of a gate one of Lab 5's runs armed: {@code lab5-run-<callId>}. */
    public static final String LAB5_RUN_PREFIX = "lab5-run-";

    public static GateSpec of(RequiredDecision required, String consequence, String pendingText) {
        return new GateSpec(required, null, consequence, pendingText, null, null);
    }

    /** Whether one of Lab 5's runs armed the gate, rather than a call of the same tool from elsewhere. */
    public static boolean armedByLab5Run(Gate gate) {
        return gate.subject() != null && gate.subject().startsWith(LAB5_RUN_PREFIX);
    }
}
