package org.consentlab.lab;

import java.util.HashSet;
import java.util.Set;

/**
 * Which of a sandbox's calls an exercise looks at: the calls of its {@code tools}, the Tool
 * Inspector's calls when {@code inspector} is set, and always every call that armed a gate or is
 * bound to one. An agent's flood of other reads is none of an exercise's business, so a page's
 * redraw never reads it (a class's agents leave thousands of them).
 */
record CallsRead(Set<String> tools, boolean inspector) {

    /** Only the calls that armed or are bound to a gate. */
    static final CallsRead GATED_ONLY = new CallsRead(Set.of(), false);

    /** The Tool Inspector's calls, and those that armed or are bound to a gate. */
    static final CallsRead INSPECTOR = new CallsRead(Set.of(), true);

    CallsRead {
        tools = Set.copyOf(tools);
    }

    static CallsRead ofTools(String... tools) {
        return new CallsRead(Set.of(tools), false);
    }

    /** What both reads look at: for checking several exercises from one read. */
    CallsRead and(CallsRead other) {
        Set<String> both = new HashSet<>(tools);
        both.addAll(other.tools);
        return new CallsRead(both, inspector || other.inspector);
    }
}
