package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import org.consentlab.base.Timestamps;
import org.consentlab.toolcall.WireEntry;

/** The wire, oldest first: one line per effect request that reached a system of record. */
public class WireList extends Composite<Div> {

    private final UnorderedList entries = new UnorderedList();
    private final Span empty = new Span("Nothing has reached the wire.");

    public WireList(String id) {
        Div root = getContent();
        root.addClassName("wire-list");
        entries.setId(id);
        empty.addClassName("muted");
        root.add(entries, empty);
    }

    public void show(List<WireEntry> wire) {
        entries.removeAll();
        wire.forEach(entry -> entries.add(new ListItem(Timestamps.clock(entry.at()) + "  " + entry.request()
                + (entry.callId() == null ? "" : "  (call #" + entry.callId() + ")") + holdNote(entry))));
        empty.setVisible(wire.isEmpty());
    }

    /** A held request has left but not yet reached the system of record; the line says which. */
    private static String holdNote(WireEntry entry) {
        return switch (entry.hold()) {
            case STRAIGHT_THROUGH -> "";
            case HELD -> "  · HELD at the effect boundary";
            case RELEASED -> "  · held at the boundary, then released";
            case DROPPED -> "  · held, dropped (never reached the record)";
        };
    }
}
