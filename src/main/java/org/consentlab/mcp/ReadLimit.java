package org.consentlab.mcp;

import java.time.Duration;

/**
 * How many agent slots ungated calls (reads, mostly) may hold at once: {@code whileGated} while
 * gated calls come, so that a processor is kept for the call a person is about to see, and
 * {@code whenCalm} once none has come for {@code calmAfter}, so that reads are not held to fewer
 * processors than the machine has when nobody is waiting on a gate.
 */
record ReadLimit(int whileGated, int whenCalm, Duration calmAfter) {

    ReadLimit {
        if (whileGated < 1 || whenCalm < whileGated || calmAfter.isNegative()) {
            throw new IllegalArgumentException(
                    "reads hold at least one slot, no fewer when calm, after a calm period " + "that is not negative: "
                            + whileGated + " while gated calls come, " + whenCalm + " after " + calmAfter);
        }
    }

    /** The same limit whether or not gated calls come. */
    static ReadLimit fixed(int ungated) {
        return new ReadLimit(ungated, ungated, Duration.ZERO);
    }
}
