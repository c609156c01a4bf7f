package org.consentlab.consent.store;

import org.jspecify.annotations.Nullable;

/**
 * A person's "no" with a reason. The reason is the person's words, so the agent reads it quoted
 * and attributed, after the fact that it was declined and that nothing was done: never as a
 * success, and never as a text that could pass for an instruction of the tool's own.
 */
public final class DeclineReason {

    /** The longest reason kept (the gate's rationale column). */
    public static final int MAX_CHARS = 500;

    private DeclineReason() {}

    /** The reason as it is kept on the gate and in the audit: one line, at most {@link #MAX_CHARS}; null if none. */
    public static @Nullable String kept(@Nullable String rationale) {
        if (rationale == null || rationale.isBlank()) {
            return null;
        }
        String oneLine = rationale.strip().replaceAll("\\p{Cntrl}+|\\s+", " ");
        return oneLine.length() <= MAX_CHARS ? oneLine : oneLine.substring(0, MAX_CHARS - 1) + "…";
    }

    /** What the agent is told when the person in the page declines. */
    public static String toAgent(@Nullable String rationale) {
        String reason = kept(rationale);
        // Curly quotes inside are made plain, so the person's words cannot close the quote early.
        return reason == null
                ? "DECLINED by the person in the page. Nothing was done."
                : "DECLINED by the person, who wrote: “"
                        + reason.replace('“', '"').replace('”', '"') + "”. Nothing was done.";
    }
}
