package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import java.util.Locale;
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
        rule.setLabel(getTranslation("instructor.approver-passkey"));
        rule.setItems(ApproverPasskeyRule.values());
        rule.setItemLabelGenerator(choice -> getTranslation("instructor.approver-passkey.rule." + key(choice)));
        rule.setValue(current);
        rule.setWidth("22em");
        Paragraph saved = new Paragraph();
        saved.setId("class-approver-passkey-saved");
        saved.addClassName("muted");
        saved.getElement().setAttribute("aria-live", "polite");
        rule.addValueChangeListener(change -> {
            if (change.isFromClient() && change.getValue() != null) {
                save.accept(change.getValue());
                saved.setText(getTranslation("instructor.approver-passkey.saved." + key(change.getValue())));
            }
        });
        Paragraph why = new Paragraph(getTranslation("instructor.approver-passkey.why"));
        why.addClassName("muted");
        getContent().setPadding(false);
        getContent().setSpacing(false);
        getContent().add(rule, why, saved);
    }

    /** The rule's name in the bundle's keys: {@code irreversible-unbounded} for IRREVERSIBLE_UNBOUNDED. */
    private static String key(ApproverPasskeyRule rule) {
        return rule.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
