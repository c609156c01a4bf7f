package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import org.consentlab.consent.Gate;
import org.consentlab.consent.ui.DecisionAsked.Kind;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.tool.RiskDeclaration;

/**
 * A person's decision card for one pending gate, and (with its subclasses, Lab 5's {@link
 * LifecycleDialogCard}, the {@link ApproverDecisionCard} and Lab 8's {@link BatchRow}) layout only:
 * each control fires a {@link DecisionAsked} with its click, and the kernel, which listens, decides
 * whether a person made it and what it does. Three looks here: Lab 4's consent gate, Lab 6's
 * approval card (approve once / reject / allow for the session only where policy permits) and its
 * handoff card.
 */
public class ConsentGateCard extends Composite<Div> {

    public enum Look {
        GATE,
        APPROVAL,
        HANDOFF
    }

    static final ButtonVariant[] DANGER = {ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR};

    final Gate gate;
    private final TextField typedCode = new TextField(getTranslation("consent.handoff.code-label"));

    /** A card without a look yet: a subclass adds its own. */
    ConsentGateCard(Gate gate) {
        this.gate = gate;
        Div card = getContent();
        card.addClassName("consent-gate");
        card.getElement().setAttribute("role", "region");
        // Which gate this card decides, for a tester to follow it across a reload or a language switch.
        card.getElement().setAttribute("data-gate", String.valueOf(gate.id()));
    }

    public ConsentGateCard(Gate gate, Look look, RiskDeclaration risk, String maskedArgs) {
        this(gate);
        switch (look) {
            case GATE -> gateLook(getContent());
            case APPROVAL -> approvalLook(getContent(), risk, maskedArgs);
            case HANDOFF -> handoffLook(getContent());
        }
    }

    /** Hears every decision a person asks for on this card. */
    public Registration onAsked(ComponentEventListener<DecisionAsked> listener) {
        return addListener(DecisionAsked.class, listener);
    }

    private void gateLook(Div card) {
        card.setId("consent-gate");
        card.add(
                title("consent-gate-title", getTranslation("consent.gate.title", Texts.isolate(gate.tool()))),
                GateCardParts.consequence("consent-consequence", gate),
                GateCardParts.meta(gate),
                new HorizontalLayout(
                        pressed(
                                GateCardParts.button("consent-confirm", getTranslation("consent.gate.confirm"), DANGER),
                                Kind.CONFIRM),
                        clicked(
                                GateCardParts.button("consent-cancel", getTranslation("consent.gate.cancel")),
                                Kind.DECLINE)));
    }

    private void approvalLook(Div card, RiskDeclaration risk, String maskedArgs) {
        card.setId("approval-card");
        HorizontalLayout buttons = new HorizontalLayout(
                clicked(
                        GateCardParts.button(
                                "approval-approve-once", getTranslation("consent.approval.approve-once"), DANGER),
                        Kind.CONFIRM),
                clicked(
                        GateCardParts.button("approval-reject", getTranslation("consent.approval.reject")),
                        Kind.DECLINE));
        if (PolicyLadder.allowsSessionWide(risk)) {
            buttons.add(clicked(
                    GateCardParts.button("approval-always-session", getTranslation("consent.approval.always-session")),
                    Kind.CONFIRM_FOR_SESSION));
        }
        card.add(title("approval-title", getTranslation("consent.approval.title", Texts.isolate(gate.tool()))));
        card.add(GateCardParts.facts("approval-description", gate, risk, maskedArgs));
        card.add(buttons);
    }

    private void handoffLook(Div card) {
        card.setId("handoff-card");
        typedCode.setId("handoff-code-input");
        typedCode.setMaxLength(16);
        card.add(
                title("handoff-title", getTranslation("consent.handoff.title", Texts.isolate(gate.tool()))),
                GateCardParts.consequence("handoff-description", gate),
                new Div(
                        new Text(getTranslation("consent.handoff.code-lead") + " "),
                        GateCardParts.code(gate.handoffCode())),
                GateCardParts.meta(gate),
                new HorizontalLayout(
                        typedCode,
                        clicked(
                                GateCardParts.button(
                                        "handoff-submit",
                                        getTranslation("consent.handoff.submit"),
                                        ButtonVariant.LUMO_PRIMARY),
                                Kind.CONFIRM_HANDOFF),
                        clicked(
                                GateCardParts.button("handoff-reject", getTranslation("consent.handoff.refuse")),
                                Kind.DECLINE)));
    }

    final H2 title(String id, String text) {
        H2 title = new H2(text);
        title.setId(id);
        getContent().getElement().setAttribute("aria-labelledby", id);
        return title;
    }

    /** A control whose click asks for {@code kind}; the kernel judges the click. */
    final Button clicked(Button button, Kind kind) {
        button.addClickListener(click -> ask(kind, click, button));
        return button;
    }

    /**
     * A control that stands for a person's press (Lab 4's Confirm): the server's own reading of the
     * press goes with the ask ({@link GateCardParts#onPress}); a click the server made goes as it is.
     */
    final Button pressed(Button button, Kind kind) {
        GateCardParts.onPress(button, press -> ask(kind, press, button));
        return button;
    }

    private void ask(Kind kind, ComponentEvent<?> click, Button button) {
        checkTyped();
        fireEvent(new DecisionAsked(this, kind, click, typed(kind), null, nothingDone -> {
            if (nothingDone) {
                button.setEnabled(true); // nothing was done: the person may correct and click again
            }
        }));
    }

    /** Shows the person, beside what they typed, what the kernel will refuse (it checks again: a request may carry anything). */
    void checkTyped() {}

    /** What the person typed that goes with an ask of {@code kind}. */
    String typed(Kind kind) {
        return kind == Kind.CONFIRM_HANDOFF ? typedCode.getValue() : "";
    }
}
