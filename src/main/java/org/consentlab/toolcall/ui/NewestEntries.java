package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.HtmlContainer;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import java.util.List;

/**
 * A list that grows with history, shown as its newest {@code window} entries, oldest first. Fed
 * one entry more than the window, it knows that earlier ones exist and says where they are; a
 * window that did not change sends nothing to the browser.
 */
abstract class NewestEntries<T> extends Composite<Div> {

    private final int window;
    private final HtmlContainer entries;
    private final Span empty;
    private final Span earlier;
    private List<T> shown = List.of();

    NewestEntries(int window, HtmlContainer entries, String emptyText, String earlierText) {
        this.window = window;
        this.entries = entries;
        this.empty = new Span(emptyText);
        this.earlier = new Span(earlierText);
        empty.addClassName("muted");
        earlier.addClassName("muted");
        earlier.setVisible(false);
        getContent().addClassName("wire-list");
        getContent().add(earlier, entries, empty);
    }

    /** What the list says while it has nothing to show. */
    void emptyText(String text) {
        empty.setText(text);
    }

    /** Oldest first; only the newest {@code window} are shown. */
    public void show(List<T> oldestFirst) {
        List<T> newest = List.copyOf(oldestFirst.subList(Math.max(0, oldestFirst.size() - window), oldestFirst.size()));
        earlier.setVisible(oldestFirst.size() > window);
        empty.setVisible(oldestFirst.isEmpty());
        if (newest.equals(shown)) {
            return;
        }
        shown = newest;
        entries.removeAll();
        newest.forEach(entry -> entries.add(item(entry)));
    }

    protected abstract ListItem item(T entry);
}
