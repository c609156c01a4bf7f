package org.consentlab.sandbox;

import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Work whose commits need not reach the database file the moment each is made. On embedded H2
 * every commit is written to the file before the app goes on ({@code base.ForcedCommits}), except
 * the commits a thread makes inside one of these:
 *
 * <ul>
 *   <li>{@link #during}: written by H2's background writer with the next commits, within {@code
 *       consentlab.h2.write-delay} (50 ms) or so, or sooner by the next commit that is forced. A
 *       kill of the process in between loses them, and nothing committed after them, since H2
 *       writes its store in commit order. Only calls of ungated read tools are run so
 *       (docs/security.md, "Durability"): a gate armed, answered or decided, and every other write,
 *       is forced.
 *   <li>{@link #forcedOnReturn}: written, all together, after the work has finished and before
 *       this returns, so that the wait for the disk holds nothing the work held (an agent call's
 *       slot, its connection) and the caller is still answered only once they are in the file.
 * </ul>
 *
 * Other databases are durable on commit and ignore this.
 */
public final class DeferredCommits {

    private static final ThreadLocal<Boolean> DEFERRED = new ThreadLocal<>();
    /** Inside {@link #forcedOnReturn}: the write owed for the commits made so far, if any. */
    private static final ThreadLocal<Owed> OWED = new ThreadLocal<>();

    private static final class Owed {
        private @Nullable Runnable write;
    }

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

    /**
     * Runs {@code work}; the commits this thread makes meanwhile are forced to the file by one
     * write once it has finished (normally or not), before this returns.
     */
    public static <T> T forcedOnReturn(Supplier<T> work) {
        if (OWED.get() != null) {
            return work.get();
        }
        Owed owed = new Owed();
        OWED.set(owed);
        try {
            return work.get();
        } finally {
            OWED.remove();
            if (owed.write != null) {
                owed.write.run();
            }
        }
    }

    /** Whether the current thread's commits may be written later. */
    public static boolean active() {
        return DEFERRED.get() != null;
    }

    /**
     * Takes {@code write}, the wait that would force this thread's latest commit to the file, to
     * be run when its {@link #forcedOnReturn} work has finished; false, with nothing taken, when
     * the thread is not inside one. The latest write covers every earlier commit.
     */
    public static boolean postpone(Runnable write) {
        Owed owed = OWED.get();
        if (owed == null) {
            return false;
        }
        owed.write = write;
        return true;
    }
}
