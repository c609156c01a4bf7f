package org.consentlab.tool;

/**
 * A tool's own demand for confirmation on top of its reversibility. {@code TRUE} asks for at
 * least explicit consent; {@code ALWAYS} also forbids any "allow for this session".
 */
public enum ConfirmOverride {
    DEFAULT,
    TRUE,
    ALWAYS;

    public String label() {
        return name().toLowerCase();
    }
}
