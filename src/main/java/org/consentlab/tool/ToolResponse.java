package org.consentlab.tool;

/**
 * What a handler answers. PENDING means a gate is armed and nothing happened yet; the text is
 * exactly what the agent will read, so it must never claim more than the wire shows.
 */
public record ToolResponse(Status status, String text) {

    public enum Status {
        DONE,
        PENDING,
        ERROR
    }

    public static ToolResponse done(String text) {
        return new ToolResponse(Status.DONE, text);
    }

    public static ToolResponse pending(String text) {
        return new ToolResponse(Status.PENDING, text);
    }

    public static ToolResponse error(String text) {
        return new ToolResponse(Status.ERROR, text);
    }
}
