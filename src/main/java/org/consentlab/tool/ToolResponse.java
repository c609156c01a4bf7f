package org.consentlab.tool;

import org.jspecify.annotations.Nullable;

/**
 * What a handler answers. PENDING means nothing happened yet: a gate is armed ({@code gateId} names
 * it, and the tool-call service records the call as waiting on it), or an effect is held. The text
 * is exactly what the agent will read, so it must never claim more than the wire shows.
 */
public record ToolResponse(
        Status status, String text, @Nullable Long gateId) {

    public enum Status {
        DONE,
        PENDING,
        ERROR
    }

    public ToolResponse(Status status, String text) {
        this(status, text, null);
    }

    public static ToolResponse done(String text) {
        return new ToolResponse(Status.DONE, text);
    }

    public static ToolResponse pending(String text) {
        return new ToolResponse(Status.PENDING, text);
    }

    /** Pending on gate {@code gateId}: the call waits for a person's decision on it, and the agent reads {@code text}. */
    public static ToolResponse pendingOn(long gateId, String text) {
        return new ToolResponse(Status.PENDING, text, gateId);
    }

    public static ToolResponse error(String text) {
        return new ToolResponse(Status.ERROR, text);
    }
}
