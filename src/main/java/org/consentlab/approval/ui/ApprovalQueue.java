package org.consentlab.approval.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.LongConsumer;
import org.consentlab.approval.PendingApproval;

/** The approvals waiting, oldest first: each a button naming the tool, its consequence, requester and age. */
class ApprovalQueue extends Composite<Div> {

    private final UnorderedList items = new UnorderedList();
    private final Paragraph empty = new Paragraph("No approvals are waiting.");
    private final LongConsumer onPick;

    ApprovalQueue(LongConsumer onPick) {
        this.onPick = onPick;
        Div list = new Div(empty, items);
        list.setId("approvals-list");
        list.addClassName("approvals-list");
        empty.addClassName("muted");
        getContent().add(list);
    }

    void show(List<PendingApproval> waiting, Long picked, Instant now) {
        items.removeAll();
        waiting.forEach(approval -> items.add(item(approval, picked != null && picked == approval.gateId(), now)));
        empty.setVisible(waiting.isEmpty());
    }

    private ListItem item(PendingApproval approval, boolean picked, Instant now) {
        Button pick = new Button(approval.gate().tool() + " · " + approval.gate().consequence(),
                e -> onPick.accept(approval.gateId()));
        pick.setId("approval-item-" + approval.gateId());
        pick.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        Span who = new Span("Requested by " + approval.requester() + " · waiting " + age(approval.requestedAt(), now));
        who.addClassName("muted");
        ListItem item = new ListItem(pick, who);
        item.addClassName("approval-item");
        if (picked) {
            item.addClassName("picked");
            pick.getElement().setAttribute("aria-current", "true");
        }
        return item;
    }

    static String age(Instant since, Instant now) {
        Duration waited = Duration.between(since, now);
        return waited.toMinutes() < 1 ? waited.toSeconds() + " s"
                : waited.toMinutes() + " min " + waited.toSecondsPart() + " s";
    }
}
