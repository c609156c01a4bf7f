package org.consentlab.toolcall.ui;

import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import org.consentlab.base.Timestamps;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.ExecutedAction;

/**
 * The result log: one item per action that executed, i.e. per effect request that reached the
 * system of record, tied to the call it served. A rejected or timed-out request adds nothing.
 * Like the wire list it shows the newest {@link #WINDOW}: feed it one more.
 */
public class ResultLog extends NewestEntries<ExecutedAction> {

    public static final int WINDOW = 50;

    public ResultLog(String id) {
        super(WINDOW, list(id), Texts.t("toolcall.result.empty"), Texts.t("toolcall.result.earlier"));
    }

    private static OrderedList list(String id) {
        OrderedList entries = new OrderedList();
        entries.setId(id);
        return entries;
    }

    @Override
    protected ListItem item(ExecutedAction entry) {
        ListItem item = new ListItem("%s  %s  %s  %s  → %s"
                .formatted(
                        Timestamps.clock(entry.wire().at()),
                        Texts.t("toolcall.call", String.valueOf(entry.wire().callId())),
                        entry.tool(),
                        entry.wire().request(),
                        entry.result()));
        item.getElement()
                .setAttribute("data-call-id", String.valueOf(entry.wire().callId()));
        return item;
    }
}
