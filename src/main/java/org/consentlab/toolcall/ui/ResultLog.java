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
 */
public class ResultLog extends Composite<Div> {

    private final OrderedList entries = new OrderedList();
    private final Span empty = new Span("No action has executed yet.");

    public ResultLog(String id) {
        entries.setId(id);
        empty.addClassName("muted");
        getContent().addClassName("wire-list");
        getContent().add(entries, empty);
    }

    public void show(List<ExecutedAction> executed) {
        entries.removeAll();
        executed.forEach(entry -> {
            ListItem item = new ListItem("%s  call #%s  %s  %s  → %s".formatted(Timestamps.clock(entry.wire().at()),
                    entry.wire().callId(), entry.tool(), entry.wire().request(), entry.result()));
            item.getElement().setAttribute("data-call-id", String.valueOf(entry.wire().callId()));
            entries.add(item);
        });
        empty.setVisible(executed.isEmpty());
    }
}
