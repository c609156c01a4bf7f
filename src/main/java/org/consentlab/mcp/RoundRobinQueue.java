package org.consentlab.mcp;

import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;

/**
 * Waiting agent calls, one first-come queue per sandbox, served in turn: each {@link #poll()}
 * takes the oldest call of the sandbox whose turn it is and sends that sandbox to the back of the
 * line. However many calls one sandbox has waiting, a call of another sandbox is served after at
 * most one call of each sandbox ahead of it. A sandbox's queue is dropped the moment it is empty,
 * so memory follows what is waiting, not how many sandboxes ever called. Not thread-safe: its
 * owner guards it.
 */
final class RoundRobinQueue<T> {

    /** In turn order: the first entry is the sandbox served next. */
    private final LinkedHashMap<SandboxId, ArrayDeque<T>> bySandbox = new LinkedHashMap<>();

    private int size;

    void add(SandboxId sandbox, T waiting) {
        bySandbox.computeIfAbsent(sandbox, id -> new ArrayDeque<>()).addLast(waiting);
        size++;
    }

    /** The next call to serve, or null when nothing waits. */
    @Nullable
    T poll() {
        Iterator<Map.Entry<SandboxId, ArrayDeque<T>>> turns =
                bySandbox.entrySet().iterator();
        if (!turns.hasNext()) {
            return null;
        }
        Map.Entry<SandboxId, ArrayDeque<T>> turn = turns.next();
        turns.remove();
        T next = turn.getValue().pollFirst();
        if (!turn.getValue().isEmpty()) {
            bySandbox.put(turn.getKey(), turn.getValue());
        }
        size--;
        return next;
    }

    /** Takes back a call that gave up waiting; true if it was still waiting here. */
    boolean remove(SandboxId sandbox, T waiting) {
        ArrayDeque<T> queue = bySandbox.get(sandbox);
        if (queue == null || !queue.remove(waiting)) {
            return false;
        }
        if (queue.isEmpty()) {
            bySandbox.remove(sandbox);
        }
        size--;
        return true;
    }

    int size() {
        return size;
    }

    /** How many sandboxes have a queue: only those with a call waiting. */
    int sandboxes() {
        return bySandbox.size();
    }
}
