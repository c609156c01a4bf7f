package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import java.util.function.Consumer;
import org.consentlab.instructor.ApproverPasskeyRule;

/**
 * Whether the class's approvers approve with their own passkey at /approvals, and for which calls:
 * off by default; asked for, the first choice is the irreversible-unbounded calls. Saved when picked.
 */
class ApproverPasskeySetting extends Composite<VerticalLayout> {

    ApproverPasskeySetting(ApproverPasskeyRule current, Consumer<ApproverPasskeyRule> save) {
        Select<ApproverPasskeyRule> rule = new Select<>();
        rule.setId("class-approver-passkey");
        rule.setLabel("Approvers approve with a passkey");
        rule.setItems(ApproverPasskeyRule.values());
        rule.setItemLabelGenerator(ApproverPasskeyRule::label);
        rule.setValue(current);
        rule.setWidth("22em");
        Paragraph saved = new Paragraph();
        saved.setId("class-approver-passkey-saved");
        saved.addClassName("muted");
        saved.getElement().setAttribute("aria-live", "polite");
        rule.addValueChangeListener(change -> {
            if (change.isFromClient() && change.getValue() != null) {
                save.accept(change.getValue());
                saved.setText("Saved: " + said(change.getValue()));
            }
        });
        Paragraph why = new Paragraph("An approver's Approve is then signed by the approver's own authenticator over "
                + "exactly the call, which no script or injected click in their page can make. Approvers register "
                + "their passkey at /approvals.");
        why.addClassName("muted");
        getContent().setPadding(false);
        getContent().setSpacing(false);
        getContent().add(rule, why, saved);
    }

    private static String said(ApproverPasskeyRule rule) {
        return switch (rule) {
            case NONE -> "approvers approve with a press of Approve.";
            case IRREVERSIBLE_UNBOUNDED -> "approvals of irreversible-unbounded calls need the approver's passkey.";
            case EVERY_APPROVAL -> "every approval needs the approver's passkey.";
        };
    }
}
