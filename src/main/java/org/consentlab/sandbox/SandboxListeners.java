package org.consentlab.sandbox;

import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Who listens to which sandbox, filed by sandbox: a change is offered to its own sandbox's
 * listeners and to those that hear every sandbox, never to the other learners' pages. A room keeps
 * hundreds of pages open, and every agent call announces a change, so scanning every page's
 * listener for each change would make each call's cost grow with the room. A sandbox's entry goes
 * when its last listener does, so sandboxes that come and go leave nothing behind.
 */
final class SandboxListeners {

    /** What a listener is told: which sandbox changed, and how. */
    interface Notice {
        void changed(SandboxId sandbox, SandboxChange kind);
    }

    /**
     * A listener, for one sandbox (or every sandbox when {@code sandbox} is null), for some kinds of
     * change; a part of an open page names that page, which is redrawn once all its parts were told.
     */
    record Listener(
            @Nullable SandboxId sandbox,
            Set<SandboxChange> kinds,
            Notice notice,
            @Nullable PageRefresh page) {

        Listener(@Nullable SandboxId sandbox, Set<SandboxChange> kinds, Notice notice) {
            this(sandbox, kinds, notice, null);
        }

        boolean hears(SandboxChange kind) {
            return kind == SandboxChange.EVERYTHING || kinds.contains(kind);
        }
    }

    private final Map<SandboxId, List<Listener>> bySandbox = new ConcurrentHashMap<>();
    private final List<Listener> anywhere = new CopyOnWriteArrayList<>();

    Registration add(Listener listener) {
        SandboxId sandbox = listener.sandbox();
        if (sandbox == null) {
            anywhere.add(listener);
            return () -> anywhere.remove(listener);
        }
        // Added and removed inside the map's own per-key step, so that a sandbox's list is never
        // dropped as empty while a listener is being added to it.
        bySandbox.compute(sandbox, (key, listeners) -> {
            List<Listener> those = listeners != null ? listeners : new CopyOnWriteArrayList<>();
            those.add(listener);
            return those;
        });
        return () -> bySandbox.computeIfPresent(sandbox, (key, listeners) -> {
            listeners.remove(listener);
            return listeners.isEmpty() ? null : listeners;
        });
    }

    /** Hands every listener that hears this change to {@code tell}: the sandbox's own, then those of every sandbox. */
    void hearing(SandboxId sandbox, SandboxChange kind, Consumer<Listener> tell) {
        List<Listener> own = bySandbox.get(sandbox);
        if (own != null) {
            own.forEach(listener -> offer(listener, kind, tell));
        }
        anywhere.forEach(listener -> offer(listener, kind, tell));
    }

    /** Sandboxes with a listener now. */
    int sandboxes() {
        return bySandbox.size();
    }

    /** Which sandboxes have a listener now (a copy). */
    Set<SandboxId> heard() {
        return Set.copyOf(bySandbox.keySet());
    }

    private static void offer(Listener listener, SandboxChange kind, Consumer<Listener> tell) {
        if (listener.hears(kind)) {
            tell.accept(listener);
        }
    }
}
