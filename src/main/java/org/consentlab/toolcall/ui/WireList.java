package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import org.consentlab.base.Timestamps;
import org.consentlab.toolcall.WireEntry;

/**
 * The wire, oldest first: one line per effect request that reached a system of record. It shows
 * the newest {@link #WINDOW} entries (feed it {@code WireLog.latest(sandbox, WINDOW + 1)}: the
 * extra one tells it that earlier entries exist), and an unchanged wire sends nothing.
 */
public class WireList extends Composite<Div> {

    public static final int WINDOW = 50;

    private final UnorderedList entries = new UnorderedList();
    private final Span empty = new Span("Nothing has reached the wire.");
    private final Span earlier = new Span("Earlier entries are in the audit log and the export.");
    private List<WireEntry> shown = List.of();

    public WireList(String id) {
        Div root = getContent();
        root.addClassName("wire-list");
        entries.setId(id);
        empty.addClassName("muted");
        earlier.addClassName("muted");
        earlier.setVisible(false);
        root.add(earlier, entries, empty);
    }

    public void show(List<WireEntry> wire) {
        List<WireEntry> window = Windows.newest(wire, WINDOW);
        earlier.setVisible(wire.size() > WINDOW);
        empty.setVisible(wire.isEmpty());
        if (window.equals(shown)) {
            return;
        }
        shown = window;
        entries.removeAll();
        window.forEach(entry -> entries.add(new ListItem(Timestamps.clock(entry.at()) + "  " + entry.request()
                + (entry.callId() == null ? "" : "  (call #" + entry.callId() + ")") + holdNote(entry))));
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
