package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.consentlab.base.Timestamps;
import org.consentlab.toolcall.ExecutedAction;

/**
 * The result log: one item per action that executed, i.e. per effect request that reached the
 * system of record, tied to the call it served. A rejected or timed-out request adds nothing.
 * Like the wire list it shows the newest {@link #WINDOW} (fed one more to know of earlier ones),
 * and an unchanged log sends nothing.
 */
public class ResultLog extends Composite<Div> {

    public static final int WINDOW = 50;

    private final OrderedList entries = new OrderedList();
    private final Span empty = new Span("No action has executed yet.");
    private final Span earlier = new Span("Earlier actions are in the audit log and the export.");
    private List<ExecutedAction> shown = List.of();

    public ResultLog(String id) {
        entries.setId(id);
        empty.addClassName("muted");
        earlier.addClassName("muted");
        earlier.setVisible(false);
        getContent().addClassName("wire-list");
        getContent().add(earlier, entries, empty);
    }

    public void show(List<ExecutedAction> executed) {
        List<ExecutedAction> window = Windows.newest(executed, WINDOW);
        earlier.setVisible(executed.size() > WINDOW);
        empty.setVisible(executed.isEmpty());
        if (window.equals(shown)) {
            return;
        }
        shown = window;
        entries.removeAll();
        window.forEach(entry -> {
            ListItem item = new ListItem("%s  call #%s  %s  %s  → %s".formatted(Timestamps.clock(entry.wire().at()),
                    entry.wire().callId(), entry.tool(), entry.wire().request(), entry.result()));
            item.getElement().setAttribute("data-call-id", String.valueOf(entry.wire().callId()));
            entries.add(item);
        });
    }
}
