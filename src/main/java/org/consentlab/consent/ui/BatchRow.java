package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.consentlab.consent.Gate;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.RiskDeclaration;
import org.jspecify.annotations.Nullable;

/**
 * One call of a batch, decided on its own gate: its consequence (the app's text), its rung, its
 * state, and its own Approve, Reject with an optional reason, and (where the tool lets the person
 * edit) Edit. Every control asks for a decision on this row's gate only. Approve is Lab 4's Confirm:
 * a person's press. A call that needs an approver takes the person's consent here and hands over to
 * /approvals. {@code editable} names the fields the person may edit, in their words; {@code
 * inputSchema} is the tool's own, which says which of them are numbers.
 */
public class BatchRow extends ConsentGateCard {

    final DecisionBatch.Item item;
    private final String prefix;
    private final TextField reason = new TextField();
    private @Nullable BatchEdit edit;

    public BatchRow(
            Gate gate,
            DecisionBatch.Item item,
            RiskDeclaration risk,
            String maskedArgs,
            Map<String, EditField> editable,
            String inputSchema) {
        super(gate);
        this.item = item;
        this.prefix = "batch-item-" + item.callId();
        Div row = getContent();
        row.removeClassName("consent-gate");
        row.addClassName("batch-item");
        row.setId(prefix);
        row.getElement().setAttribute("role", "group");
        row.getElement().setAttribute("aria-labelledby", prefix + "-title");
        row.getElement().setAttribute("data-state", item.state().name().toLowerCase());
        reason.setLabel(getTranslation("consent.batch.reason"));
        H3 title = new H3(named());
        title.setId(prefix + "-title");
        row.add(
                title,
                line(
                        "-rung",
                        getTranslation(
                                "consent.batch.requires", GateCardParts.rung(item.rung()), GateCardParts.summary(risk)),
                        "meta"),
                ConsequenceText.paragraph(prefix + "-consequence", item.consequence(), item.words()),
                line("-args", GateCardParts.args(maskedArgs), "meta"),
                line(
                        "-state",
                        getTranslation(
                                "consent.batch.state",
                                getTranslation("consent.batch.state."
                                        + item.state()
                                                .name()
                                                .toLowerCase(Locale.ROOT)
                                                .replace('_', '-'))),
                        "batch-item-state"));
        if (item.rung() == RequiredDecision.APPROVAL_OUTSIDE_RUN && item.open()) {
            row.add(handOver());
        }
        if (item.open()) {
            row.add(controls(risk, editable, inputSchema));
        }
    }

    /** What the row's edit says happened; fired on the row, where the kernel listens. */
    void fire(EditChanged changed) {
        fireEvent(changed);
    }

    /** The call this row decides. */
    public DecisionBatch.Item item() {
        return item;
    }

    /** Hears what the person's edit would do as they type; the kernel answers with {@link #showPreview}. */
    public Registration onEdited(ComponentEventListener<EditChanged> listener) {
        return addListener(EditChanged.class, listener);
    }

    /** Shows what the edit as typed would do (no edit: nothing to show); asks for it first if {@code preview} is null. */
    public void showPreview(@Nullable EditPreview preview) {
        if (edit != null) {
            if (preview == null) {
                edit.preview();
            } else {
                edit.show(preview);
            }
        }
    }

    private HorizontalLayout controls(RiskDeclaration risk, Map<String, EditField> editable, String inputSchema) {
        HorizontalLayout controls = new HorizontalLayout();
        controls.addClassName("batch-item-controls");
        controls.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        if (item.state() == DecisionBatch.State.PENDING && risk.handoff().isEmpty()) {
            controls.add(pressed(button("-approve", approveLabel(), DANGER), Kind.CONFIRM));
            if (!editable.isEmpty()) {
                // The open edit follows its Edit button, in the page as on the screen: Tab goes from Edit into it.
                BatchEdit opened = new BatchEdit(this, prefix, gate, editable, inputSchema);
                controls.add(editToggle(opened));
                controls.add(opened);
            }
        }
        reason.setId(prefix + "-reason");
        reason.setMaxLength(ApproverDecisionCard.MAX_RATIONALE);
        controls.add(
                reason,
                clicked(
                        button(
                                "-reject",
                                getTranslation(
                                        item.state() == DecisionBatch.State.AWAITING_APPROVER
                                                ? "consent.batch.withdraw"
                                                : "consent.batch.reject")),
                        Kind.DECLINE));
        return controls;
    }

    /**
     * Edit opens the row's edit on a line of its own, before Reason and Reject; Approve as edited is
     * a trusted click on exactly what it shows; Cancel edit closes it as asked and gives Edit the focus back.
     */
    private Button editToggle(BatchEdit opened) {
        edit = opened;
        Button approveEdited = opened.approveEdited();
        GateCardParts.onPress(approveEdited, this::askEdited);
        opened.setVisible(false);
        Button toggle = new Button(getTranslation("consent.batch.edit"));
        toggle.setId(prefix + "-edit");
        toggle.getElement().setAttribute("aria-expanded", "false");
        toggle.getElement().setAttribute("aria-controls", prefix + "-edit-panel");
        toggle.getElement().setAttribute("aria-label", toggle.getText() + " · " + named());
        toggle.addClickListener(click -> open(toggle, !opened.isVisible()));
        opened.cancel().addClickListener(click -> {
            opened.reset();
            open(toggle, false);
            toggle.focus(); // the person's own click hid the control they were on: the focus goes back to Edit
        });
        return toggle;
    }

    /**
     * Approve as edited: a person's press on exactly the arguments the edit shows, or, when one
     * cannot be read, why. After any answer the edit says again whether it can run, and if it can,
     * Approve as edited (disabled by its click) is enabled again without reopening the row.
     */
    private void askEdited(ComponentEvent<?> click) {
        BatchEdit opened = Objects.requireNonNull(edit);
        fireEvent(new DecisionAsked(
                this,
                Kind.CONFIRM_EDITED,
                click,
                opened.problem().orElse(""),
                opened.problem().isPresent() ? null : opened.editedArgs(),
                nothingDone -> opened.preview()));
    }

    private void open(Button toggle, boolean open) {
        Objects.requireNonNull(edit).setVisible(open);
        toggle.getElement().setAttribute("aria-expanded", Boolean.toString(open));
    }

    @Override
    String typed(Kind kind) {
        return kind == Kind.DECLINE ? reason.getValue().strip() : "";
    }

    private Div handOver() {
        Anchor approvals = new Anchor("/approvals", "/approvals");
        approvals.setId(prefix + "-approvals");
        Div note = new Div(
                new Paragraph(getTranslation(
                                item.state() == DecisionBatch.State.AWAITING_APPROVER
                                        ? "consent.batch.handover.recorded"
                                        : "consent.batch.handover.first")
                        + " "),
                approvals);
        note.setId(prefix + "-handover");
        note.addClassName("batch-item-handover");
        return note;
    }

    private String approveLabel() {
        return switch (item.rung()) {
            case APPROVAL_OUTSIDE_RUN -> getTranslation("consent.batch.give-consent");
            case CONSENT_NAMING_CONSEQUENCE -> getTranslation("consent.batch.confirm", Texts.isolate(item.tool()));
            default -> getTranslation("consent.batch.approve");
        };
    }

    private Button button(String suffix, String label, ButtonVariant... variants) {
        Button button = GateCardParts.button(prefix + suffix, label, variants);
        button.getElement().setAttribute("aria-label", label + " · " + named());
        return button;
    }

    /** The row's call as its title and its controls' names say it: tool and call id, kept as they are. */
    private String named() {
        return getTranslation("consent.batch.call", Texts.isolate(item.tool()), String.valueOf(item.callId()));
    }

    private Paragraph line(String suffix, String text, String className) {
        return GateCardParts.text(prefix + suffix, text, className);
    }
}
