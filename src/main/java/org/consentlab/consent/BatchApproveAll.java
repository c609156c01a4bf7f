package org.consentlab.consent;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.consent.turn.DecisionBatch;

/**
 * Approve all, for the rows it may cover and no other: it lists exactly those rows, and one
 * trusted click is each listed row's own yes on its own gate. Exists only while such a row waits.
 * Under the approve-all-hides failure mode the click also covers rows it does not list.
 */
class BatchApproveAll extends Div {

    private final List<BatchRow> listed;

    BatchApproveAll(
            List<BatchRow> rows,
            Supplier<ConfirmDefence> defenceNow,
            Consumer<String> onDecided,
            BooleanSupplier hidesRows) {
        this.listed = rows.stream().filter(BatchApproveAll::mayCover).toList();
        setId("batch-approve-all-panel");
        addClassName("batch-approve-all");
        UnorderedList covers = new UnorderedList();
        covers.setId("batch-approve-all-covers");
        listed.forEach(row -> {
            ListItem entry =
                    new ListItem(row.item.tool() + " · call #" + row.item.callId() + ": " + row.item.consequence());
            entry.setId("batch-approve-all-covers-" + row.item.callId());
            covers.add(entry);
        });
        Paragraph what = new Paragraph("Approve all says yes to exactly "
                + (listed.size() == 1 ? "this one call" : "these " + listed.size() + " calls")
                + " (explicit consent only). Every other call below waits for its own decision.");
        what.setId("batch-approve-all-what");
        Button approveAll = GateCardParts.button(
                "batch-approve-all",
                listed.size() == 1 ? "Approve the 1 listed" : "Approve all " + listed.size() + " listed",
                ConsentGateCard.DANGER);
        approveAll.getElement().setAttribute("aria-describedby", "batch-approve-all-what batch-approve-all-covers");
        PersonsClick.on(
                approveAll,
                defenceNow,
                onDecided,
                click -> approve(
                        hidesRows.getAsBoolean() ? WrongDesigns.approveAllCoversEveryRow(rows) : listed, click));
        add(what, covers, approveAll);
    }

    /** Whether any row waits that Approve all may cover: otherwise the card shows no Approve all. */
    static boolean offeredFor(List<BatchRow> rows) {
        return rows.stream().anyMatch(BatchApproveAll::mayCover);
    }

    private static boolean mayCover(BatchRow row) {
        return row.item.state() == DecisionBatch.State.PENDING && row.item.approveAllMayCover();
    }

    private static String approve(List<BatchRow> rows, TrustedClickEvent click) {
        return rows.stream()
                .map(row -> row.item.tool() + " (call #" + row.item.callId() + "): " + row.approveAsCovered(click))
                .collect(Collectors.joining(" · "));
    }
}
