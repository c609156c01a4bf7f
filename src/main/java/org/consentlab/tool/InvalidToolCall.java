package org.consentlab.tool;

/** A call that must change nothing: unknown tool, unparsable JSON, schema violation, oversize. */
public class InvalidToolCall extends RuntimeException {

    public InvalidToolCall(String message) {
        super(message);
    }
}
