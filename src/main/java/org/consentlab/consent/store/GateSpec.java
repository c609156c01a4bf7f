package org.consentlab.consent.store;

import java.time.Duration;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.jspecify.annotations.Nullable;

/**
 * What a gate is armed with. {@code subject} scopes "the gate already pending" to one record;
 * {@code ttl} null means the default gate timeout; {@code handoffCode} is set only for handoffs;
 * {@code words}, where the tool gives them, are the consequence as a sentence of the bundles.
 */
public record GateSpec(
        RequiredDecision required,
        @Nullable String subject,
        String consequence,
        String pendingText,
        @Nullable Duration ttl,
        @Nullable String handoffCode,
        @Nullable ConsequenceWords words) {

    public GateSpec(
            RequiredDecision required,
            @Nullable String subject,
            String consequence,
            String pendingText,
            @Nullable Duration ttl,
            @Nullable String handoffCode) {
        this(required, subject, consequence, pendingText, ttl, handoffCode, null);
    }

    /** A gate whose consequence a page can say in its reader's language. */
    public static GateSpec of(RequiredDecision required, ConsequenceWords consequence, String pendingText) {
        return new GateSpec(required, null, consequence.english(), pendingText, null, null, consequence);
    }

    public static GateSpec of(RequiredDecision required, String consequence, String pendingText) {
        return new GateSpec(required, null, consequence, pendingText, null, null);
    }
}
