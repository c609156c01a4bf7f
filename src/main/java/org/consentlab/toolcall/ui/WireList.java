package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;
import org.consentlab.base.Timestamps;
import org.consentlab.toolcall.WireEntry;

/**
 * The wire, oldest first: one line per effect request that reached a system of record. It shows
 * the newest {@link #WINDOW} entries: feed it {@code WireLog.latest(sandbox, WINDOW + 1)}.
 */
public class WireList extends NewestEntries<WireEntry> {

    public static final int WINDOW = 50;

    public WireList(String id) {
        super(WINDOW, list(id), "Nothing has reached the wire.", "Earlier entries are in the audit log and the export.");
    }

    private static UnorderedList list(String id) {
        UnorderedList entries = new UnorderedList();
        entries.setId(id);
        return entries;
    }

    @Override
    protected ListItem item(WireEntry entry) {
        return new ListItem(Timestamps.clock(entry.at()) + "  " + entry.request()
                + (entry.callId() == null ? "" : "  (call #" + entry.callId() + ")") + holdNote(entry));
    }

    /** A held request has left but not yet reached the system of record; the line says which. */
    private static String holdNote(WireEntry entry) {
        return entry.hold() == null ? "" : switch (entry.hold()) {
            case WireEntry.HELD -> "  · HELD at the effect boundary";
            case WireEntry.RELEASED -> "  · held at the boundary, then released";
            default -> "  · held, dropped (never reached the record)";
        };
    }
}
