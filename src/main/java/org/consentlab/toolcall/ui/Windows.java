package org.consentlab.toolcall.ui;

import java.util.List;

/** Lists that grow with history show only their newest entries; the rest is in the audit log and the export. */
final class Windows {

    private Windows() {
    }

    /** The last {@code size} items of an oldest-first list, as an unmodifiable copy. */
    static <T> List<T> newest(List<T> oldestFirst, int size) {
        return List.copyOf(oldestFirst.subList(Math.max(0, oldestFirst.size() - size), oldestFirst.size()));
    }
}
