package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.function.Predicate;
import org.consentlab.base.Timestamps;
import org.consentlab.toolcall.WireEntry;

/**
 * The wire, oldest first: one line per effect request that reached a system of record. It shows
 * the newest {@link #WINDOW} entries: feed it {@code WireLog.latest(sandbox, WINDOW + 1)}. A lab's
 * list shows that lab's effects by default; a toggle ({@code <id>-whole-sandbox}, {@code aria-pressed})
 * shows every effect of the sandbox, because the other labs' requests are on the same wire.
 */
public class WireList extends Composite<Div> {

    public static final int WINDOW = 50;

    private final Entries entries;
    private final Predicate<WireEntry> thisLab;
    private final Button wholeSandbox = new Button();
    private boolean showingAll;
    private List<WireEntry> shown = List.of();

    public WireList(String id) {
        this(id, entry -> true);
        wholeSandbox.setVisible(false);
    }

    /** A lab's list: {@code thisLab} picks the lab's own effects, shown until the learner asks for all. */
    public WireList(String id, Predicate<WireEntry> thisLab) {
        this.thisLab = thisLab;
        this.entries = new Entries(id);
        wholeSandbox.setId(id + "-whole-sandbox");
        wholeSandbox.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
        wholeSandbox.addClickListener(click -> {
            showingAll = !showingAll;
            render();
        });
        getContent().add(wholeSandbox, entries);
    }

    public void show(List<WireEntry> wire) {
        shown = List.copyOf(wire);
        render();
    }

    private void render() {
        List<WireEntry> visible = showingAll ? shown : shown.stream().filter(thisLab).toList();
        wholeSandbox.setText(showingAll ? "Show this lab's effects only" : "Show the whole sandbox's wire");
        wholeSandbox.getElement().setAttribute("aria-pressed", String.valueOf(showingAll));
        entries.emptyText(shown.size() > visible.size()
                ? "Nothing from this lab has reached the wire; other labs' requests are hidden."
                : "Nothing has reached the wire.");
        entries.show(visible);
    }

    /** The windowed list itself. */
    private static final class Entries extends NewestEntries<WireEntry> {

        Entries(String id) {
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
