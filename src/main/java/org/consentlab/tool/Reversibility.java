package org.consentlab.tool;

/** Who, if anyone, can undo the effect of a tool. Each step down the list is harder to undo. */
public enum Reversibility {
    REVERSIBLE_BY_USER,
    REVERSIBLE_BY_OPERATOR,
    IRREVERSIBLE_BOUNDED,
    IRREVERSIBLE_UNBOUNDED;

    public String label() {
        return name().toLowerCase().replace('_', '-');
    }
}
