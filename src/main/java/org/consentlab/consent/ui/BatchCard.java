package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import org.consentlab.base.Timestamps;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.i18n.Texts;

/**
 * The calls of one agent turn, one row each, every row decided on its own; Approve all above them
 * only where it may stand for some of them. The agent is told of each call as it is decided.
 */
public class BatchCard extends Composite<Div> {

    public BatchCard(DecisionBatch batch, List<BatchRow> rows) {
        Div card = getContent();
        card.setId("decision-batch");
        card.addClassName("decision-batch");
        card.getElement().setAttribute("role", "region");
        card.getElement().setAttribute("aria-labelledby", "decision-batch-title");
        long open = batch.openItems().size();
        H2 title = new H2(getTranslation("consent.batch.title", batch.items().size(), open));
        title.setId("decision-batch-title");
        Paragraph from = new Paragraph(getTranslation(
                "consent.batch.from", Texts.isolate(batch.agentSession()), Timestamps.clock(batch.startedAt())));
        from.setId("decision-batch-session");
        from.addClassName("meta");
        card.add(title, from);
        if (BatchApproveAll.offeredFor(rows)) {
            card.add(new BatchApproveAll(this, rows));
        }
        Div items = new Div();
        items.addClassName("batch-items");
        rows.forEach(items::add);
        card.add(items);
    }

    /** Hears a press of Approve all. */
    public Registration onApproveAll(ComponentEventListener<ApproveAllAsked> listener) {
        return addListener(ApproveAllAsked.class, listener);
    }

    void fire(ApproveAllAsked asked) {
        fireEvent(asked);
    }
}
