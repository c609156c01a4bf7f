package org.consentlab.consent;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.RiskDeclaration;

/**
 * One call of a batch, decided on its own gate: its consequence (the app's text), its rung, its
 * state, and its own Approve, Reject with an optional reason, and (where the tool lets the person
 * edit) Edit. Every control acts on this row's gate only. Approve is Lab 4's Confirm: a trusted
 * click. A call that needs an approver takes the person's consent here and hands over to /approvals.
 */
class BatchRow extends ConsentGateCard {

    final DecisionBatch.Item item;
    private final String prefix;
    private final TextField reason = new TextField("Reason (optional)");
    private BatchEdit edit;

    BatchRow(Context context, DecisionBatch.Item item, RiskDeclaration risk) {
        super(context);
        this.item = item;
        this.prefix = "batch-item-" + item.callId();
        Div row = getContent();
        row.removeClassName("consent-gate");
        row.addClassName("batch-item");
        row.setId(prefix);
        row.getElement().setAttribute("role", "group");
        row.getElement().setAttribute("aria-labelledby", prefix + "-title");
        row.getElement().setAttribute("data-state", item.state().name().toLowerCase());
        H3 title = new H3(item.tool() + " · call #" + item.callId());
        title.setId(prefix + "-title");
        row.add(
                title,
                line("-rung", "Requires " + item.rung().label() + " · " + risk.summary(), "meta"),
                line("-consequence", item.consequence(), "consequence"),
                line("-args", GateCardParts.args(gate.edited() ? EditNote.shown(gate) : item.maskedArgs()), "meta"),
                line("-state", "State: " + item.state().label(), "batch-item-state"));
        if (item.rung() == RequiredDecision.APPROVAL_OUTSIDE_RUN && item.open()) {
            row.add(handOver());
        }
        if (item.open()) {
            row.add(controls(risk));
        }
    }

    private HorizontalLayout controls(RiskDeclaration risk) {
        HorizontalLayout controls = new HorizontalLayout();
        controls.addClassName("batch-item-controls");
        controls.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        if (item.state() == DecisionBatch.State.PENDING && risk.handoff().isEmpty()) {
            controls.add(onTrusted(button("-approve", approveLabel(), DANGER), context.tool()::confirm));
            if (!context.tool().editableFields(gate).isEmpty()) {
                // The open edit follows its Edit button, in the page as on the screen: Tab goes from Edit into it.
                controls.add(editToggle());
                controls.add(edit);
            }
        }
        reason.setId(prefix + "-reason");
        reason.setMaxLength(ApproverDecisionCard.MAX_RATIONALE);
        controls.add(
                reason,
                on(
                        button(
                                "-reject",
                                item.state() == DecisionBatch.State.AWAITING_APPROVER ? "Withdraw" : "Reject"),
                        decision -> context.decisions().decline(withReason(decision))));
        return controls;
    }

    /**
     * Edit opens the row's edit on a line of its own, before Reason and Reject; Approve as edited is
     * a trusted click on exactly what it shows; Cancel edit closes it as asked and gives Edit the focus back.
     */
    private Button editToggle() {
        Button approveEdited = GateCardParts.button(prefix + "-edit-approve", "Approve as edited", DANGER);
        Button cancel = new Button("Cancel edit");
        cancel.setId(prefix + "-edit-cancel");
        edit = new BatchEdit(prefix, gate, context.tool(), approveEdited, cancel);
        // After a refused edit the row stays as it was: the edit says again whether it can run, and if it can,
        // Approve as edited (disabled by its click) is enabled again without reopening the row.
        PersonsClick.on(
                approveEdited,
                context.lab4Defence(),
                told -> {
                    edit.preview();
                    context.onDecided().accept(told);
                },
                click -> edit.decide(edited -> context.tool()
                        .confirmEdited(
                                HumanDecisions.asEdited(click, gate, edited, context.viewer(), context.clock()),
                                edited)));
        edit.setVisible(false);
        Button toggle = new Button("Edit");
        toggle.setId(prefix + "-edit");
        toggle.getElement().setAttribute("aria-expanded", "false");
        toggle.getElement().setAttribute("aria-controls", prefix + "-edit-panel");
        toggle.getElement().setAttribute("aria-label", "Edit · " + item.tool() + " · call #" + item.callId());
        toggle.addClickListener(click -> open(toggle, !edit.isVisible()));
        cancel.addClickListener(click -> {
            edit.reset();
            open(toggle, false);
            toggle.focus(); // the person's own click hid the control they were on: the focus goes back to Edit
        });
        return toggle;
    }

    private void open(Button toggle, boolean open) {
        edit.setVisible(open);
        toggle.getElement().setAttribute("aria-expanded", Boolean.toString(open));
    }

    /** The person's no, with the reason they typed (the field stops at its limit; a request may not). */
    private HumanDecision withReason(HumanDecision decision) {
        String why = reason.getValue().strip();
        return why.isEmpty() ? decision : HumanDecisions.withReason(decision, why);
    }

    /** Approve all's yes for this row, on its own gate: as its own Approve, but never past the person's limit. */
    String approveAsCovered(TrustedClickEvent click) {
        return decisionNow(click)
                .map(decision -> context.tool().countsPersonsLimit()
                        ? context.tool().confirmCovered(decision)
                        : context.tool().confirm(decision))
                .orElse(noDecision());
    }

    private Div handOver() {
        Anchor approvals = new Anchor("/approvals", "/approvals");
        approvals.setId(prefix + "-approvals");
        Div note = new Div(
                new Paragraph(
                        item.state() == DecisionBatch.State.AWAITING_APPROVER
                                ? "Your consent is recorded. An approver, someone other than you, decides at "
                                : "This needs an approver as well: give your consent here first, then an approver decides at "),
                approvals);
        note.setId(prefix + "-handover");
        note.addClassName("batch-item-handover");
        return note;
    }

    private String approveLabel() {
        return switch (item.rung()) {
            case APPROVAL_OUTSIDE_RUN -> "Give my consent";
            case CONSENT_NAMING_CONSEQUENCE -> "Confirm: " + item.tool();
            default -> "Approve";
        };
    }

    private Button button(String suffix, String label, com.vaadin.flow.component.button.ButtonVariant... variants) {
        Button button = GateCardParts.button(prefix + suffix, label, variants);
        button.getElement().setAttribute("aria-label", label + " · " + item.tool() + " · call #" + item.callId());
        return button;
    }

    private Paragraph line(String suffix, String text, String className) {
        return GateCardParts.text(prefix + suffix, text, className);
    }
}
