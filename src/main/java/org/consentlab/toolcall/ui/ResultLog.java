package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import org.consentlab.base.Timestamps;
import org.consentlab.toolcall.ExecutedAction;

/**
 * The result log: one item per action that executed, i.e. per effect request that reached the
 * system of record, tied to the call it served. A rejected or timed-out request adds nothing.
 * Like the wire list it shows the newest {@link #WINDOW}: feed it one more.
 */
public class ResultLog extends NewestEntries<ExecutedAction> {

    public static final int WINDOW = 50;

    public ResultLog(String id) {
        super(WINDOW, list(id), "No action has executed yet.", "Earlier actions are in the audit log and the export.");
    }

    private static OrderedList list(String id) {
        OrderedList entries = new OrderedList();
        entries.setId(id);
        return entries;
    }

    @Override
    protected ListItem item(ExecutedAction entry) {
        ListItem item = new ListItem("%s  call #%s  %s  %s  → %s"
                .formatted(
                        Timestamps.clock(entry.wire().at()),
                        entry.wire().callId(),
                        entry.tool(),
                        entry.wire().request(),
                        entry.result()));
        item.getElement()
                .setAttribute("data-call-id", String.valueOf(entry.wire().callId()));
        return item;
    }
}
