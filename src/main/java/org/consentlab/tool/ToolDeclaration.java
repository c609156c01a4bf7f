package org.consentlab.tool;

import java.util.Objects;
import java.util.regex.Pattern;

/** Everything an agent is told about a tool, plus the risk declaration the gate acts on. */
public record ToolDeclaration(
        String name,
        String title,
        String description,
        String inputSchema,
        String exampleArgs,
        ToolAnnotations annotations,
        RiskDeclaration risk) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,128}");

    public ToolDeclaration {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a tool name is 1-128 of [A-Za-z0-9_.-]: " + name);
        }
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(inputSchema, "inputSchema");
        Objects.requireNonNull(exampleArgs, "exampleArgs");
        Objects.requireNonNull(annotations, "annotations");
        Objects.requireNonNull(risk, "risk");
    }

    public static ToolDeclaration of(
            String name,
            String title,
            String description,
            String inputSchema,
            String exampleArgs,
            RiskDeclaration risk,
            boolean idempotent) {
        return new ToolDeclaration(
                name, title, description, inputSchema, exampleArgs, ToolAnnotations.derive(risk, idempotent), risk);
    }

    /**
     * The same tool served on another path: its schema, annotations and risk unchanged, with that
     * path's own example and, where the path adds a rule, a longer description.
     */
    public ToolDeclaration servedWith(String extraDescription, String otherExampleArgs) {
        return new ToolDeclaration(
                name, title, description + extraDescription, inputSchema, otherExampleArgs, annotations, risk);
    }

    public RequiredDecision requiredDecision() {
        return risk.requiredDecision();
    }
}
