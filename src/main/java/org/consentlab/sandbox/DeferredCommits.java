package org.consentlab.sandbox;

import java.util.function.Supplier;

/**
 * Work whose commits may reach the database file a moment after the app answers. On embedded H2
 * every commit is written to the file before the app goes on ({@code base.ForcedCommits}), except the
 * commits a thread makes inside {@link #during}: those are written by H2's background writer
 * with the next commits, within {@code consentlab.h2.write-delay} (50 ms) or so, or sooner by
 * the next commit that is forced. A kill of the process in between loses them, and nothing
 * committed after them, since H2 writes its store in commit order. Only calls of ungated read
 * tools are run so (docs/security.md, "Durability"): a gate armed, answered or decided, and every
 * other write, is forced. Other databases are durable on commit and ignore this.
 */
public final class DeferredCommits {

    private static final ThreadLocal<Boolean> DEFERRED = new ThreadLocal<>();

    private DeferredCommits() {}

    /** Runs {@code work}; the commits this thread makes meanwhile are not forced to the file one by one. */
    public static <T> T during(Supplier<T> work) {
        if (active()) {
            return work.get();
        }
        DEFERRED.set(Boolean.TRUE);
        try {
            return work.get();
        } finally {
            DEFERRED.remove();
        }
    }

    /** Whether the current thread's commits may be written later. */
    public static boolean active() {
        return DEFERRED.get() != null;
    }
}
