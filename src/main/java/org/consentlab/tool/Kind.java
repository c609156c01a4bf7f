package org.consentlab.tool;

/** The kind of a tool, as a risk declaration states it. */
public enum Kind {
    READ,
    WRITE,
    DANGER;

    public String label() {
        return name().toLowerCase();
    }
}
