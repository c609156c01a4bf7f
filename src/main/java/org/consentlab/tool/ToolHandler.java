package org.consentlab.tool;

/**
 * Serves calls of one tool. A handler of a gated tool arms its gate and answers PENDING; it
 * never performs the effect itself.
 */
@FunctionalInterface
public interface ToolHandler {

    ToolResponse handle(ToolInvocation invocation);
}
