package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.i18n.Texts;

/**
 * Approve all, for the rows it may cover and no other: it lists exactly those rows, and asks the
 * kernel with one press ({@link ApproveAllAsked}) to take it as each listed row's own yes on its
 * own gate. Exists only while such a row waits.
 */
class BatchApproveAll extends Div {

    BatchApproveAll(BatchCard card, List<BatchRow> rows) {
        List<DecisionBatch.Item> listed = rows.stream()
                .map(BatchRow::item)
                .filter(BatchApproveAll::mayCover)
                .toList();
        setId("batch-approve-all-panel");
        addClassName("batch-approve-all");
        UnorderedList covers = new UnorderedList();
        covers.setId("batch-approve-all-covers");
        listed.forEach(item -> {
            ListItem entry = new ListItem(getTranslation(
                    "consent.batch.covers",
                    Texts.isolate(item.tool()),
                    String.valueOf(item.callId()),
                    ConsequenceText.quoted(item.consequence(), item.words())));
            entry.setId("batch-approve-all-covers-" + item.callId());
            covers.add(entry);
        });
        Paragraph what = new Paragraph(getTranslation("consent.batch.approve-all.what", listed.size()));
        what.setId("batch-approve-all-what");
        Button approveAll = GateCardParts.button(
                "batch-approve-all",
                getTranslation("consent.batch.approve-all", listed.size()),
                ConsentGateCard.DANGER);
        approveAll.getElement().setAttribute("aria-describedby", "batch-approve-all-what batch-approve-all-covers");
        List<Long> ids = listed.stream().map(DecisionBatch.Item::callId).toList();
        GateCardParts.onPress(approveAll, press -> ask(card, press, ids, approveAll));
        add(what, covers, approveAll);
    }

    /** Whether any row waits that Approve all may cover: otherwise the card shows no Approve all. */
    static boolean offeredFor(List<BatchRow> rows) {
        return rows.stream().map(BatchRow::item).anyMatch(BatchApproveAll::mayCover);
    }

    private static boolean mayCover(DecisionBatch.Item item) {
        return item.state() == DecisionBatch.State.PENDING && item.approveAllMayCover();
    }

    private static void ask(BatchCard card, ComponentEvent<?> press, List<Long> ids, Button approveAll) {
        card.fire(new ApproveAllAsked(card, press, ids, () -> approveAll.setEnabled(true)));
    }
}
