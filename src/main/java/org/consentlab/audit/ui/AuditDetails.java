package org.consentlab.audit.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.consentlab.audit.AuditRecord;
import org.consentlab.base.Timestamps;

/** One audit row in full, opened under its line: long descriptions, args and results are read here. */
class AuditDetails extends Composite<Div> {

    AuditDetails(AuditRecord row, UnaryOperator<String> outcomeMeaning) {
        Div root = getContent();
        root.setId("audit-details-" + row.seq());
        root.addClassName("audit-details");
        field("Description", row.description());
        field("Args (masked)", row.maskedArgs());
        field("Result", row.result());
        field("Requester", row.requester() + " · session " + row.sessionRef());
        field(
                "Decision",
                row.decision() == null
                        ? null
                        : "%s by %s at %s"
                                .formatted(row.decision(), row.decidedBy(), Timestamps.clock(row.decidedAt())));
        field("Outcome", row.outcome() == null ? null : row.outcome() + ": " + outcomeMeaning.apply(row.outcome()));
        field("Call", row.callId() == null ? null : "#" + row.callId());
        field("Page", row.route());
    }

    private void field(String label, String value) {
        if (value == null || value.isBlank()) {
            return;
        }
        Span name = new Span(label);
        name.addClassName("audit-details-label");
        Span text = new Span(Objects.toString(value));
        text.addClassName("audit-details-value");
        getContent().add(name, text);
    }
}
