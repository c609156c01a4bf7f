package org.consentlab.audit.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.consentlab.audit.AuditRecord;
import org.consentlab.i18n.Texts;
import org.jspecify.annotations.Nullable;

/** One audit row in full, opened under its line: long descriptions, args and results are read here. */
class AuditDetails extends Composite<Div> {

    AuditDetails(AuditRecord row, UnaryOperator<String> outcomeMeaning) {
        Div root = getContent();
        root.setId("audit-details-" + row.seq());
        root.addClassName("audit-details");
        // What the row holds as written (the request's description, the args, what the agent got): records, in the
        // words they were written in, left to right whatever the page's language.
        recorded(field("description", row.description()));
        recorded(field("args", row.maskedArgs()));
        recorded(field("result", row.result()));
        field("at", Texts.dateTime(row.at()));
        field(
                "requester",
                Texts.t(
                        "audit.details.requester-session",
                        Texts.isolate(row.requester()),
                        Texts.isolate(row.sessionRef())));
        field(
                "decision",
                row.decision() == null || row.decidedAt() == null
                        ? row.decision()
                        : Texts.t(
                                "audit.details.decided",
                                Texts.isolate(row.decision()),
                                Texts.isolate(String.valueOf(row.decidedBy())),
                                Texts.dateTime(row.decidedAt())));
        field(
                "outcome",
                row.outcome() == null
                        ? null
                        : Texts.isolate(row.outcome()) + ": " + outcomeMeaning.apply(row.outcome()));
        field("call", row.callId() == null ? null : "#" + row.callId());
        field("page", row.route());
    }

    private static void recorded(@Nullable Span value) {
        if (value != null) {
            value.getElement().setAttribute("lang", "en");
            value.getElement().setAttribute("dir", "ltr");
        }
    }

    private @Nullable Span field(String label, @Nullable String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        Span name = new Span(Texts.t("audit.details." + label));
        name.addClassName("audit-details-label");
        Span text = new Span(Objects.toString(value));
        text.addClassName("audit-details-value");
        getContent().add(name, text);
        return text;
    }
}
