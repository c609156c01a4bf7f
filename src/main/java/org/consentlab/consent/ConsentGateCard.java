package org.consentlab.consent;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.tool.RiskDeclaration;

/**
 * The human's decision control for one pending gate, and (with its two subclasses, Lab 5's
 * {@link LifecycleDialogCard} and the {@link ApproverDecisionCard}) a caller of the confirms of
 * the gated tool that armed it, found by lookup. It acts on a click only when the click came from
 * the browser (not from server code firing a click) and only for the sandbox of the page it sits
 * in. Three looks here: Lab 4's consent gate, Lab 6's approval card (approve once / reject /
 * allow for the session only where policy permits) and its handoff card.
 */
class ConsentGateCard extends Composite<Div> implements DecisionControl {

    enum Look {
        GATE,
        APPROVAL,
        HANDOFF
    }

    static final ButtonVariant[] DANGER = {ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR};

    /** What every card is made with: the gate, the tool that armed it, whose page it is in, where decisions go. */
    record Context(
            Gate gate,
            GatedTool tool,
            SandboxId viewer,
            DecidingParts deciding,
            Consumer<String> onDecided,
            Supplier<ConfirmDefence> lab4Defence) {

        GateDecisions decisions() {
            return deciding.decisions();
        }

        SignedInApprover approver() {
            return deciding.approver();
        }

        Clock clock() {
            return deciding.clock();
        }
    }

    final Gate gate;
    final Context context;
    private final TextField typedCode = new TextField("One-time code");

    /** A card without a look yet: a subclass adds its own. */
    ConsentGateCard(Context context) {
        this.context = context;
        this.gate = context.gate();
        Div card = getContent();
        card.addClassName("consent-gate");
        card.getElement().setAttribute("role", "region");
    }

    ConsentGateCard(Context context, Look look, RiskDeclaration risk, String maskedArgs) {
        this(context);
        switch (look) {
            case GATE -> gateLook(getContent());
            case APPROVAL -> approvalLook(getContent(), risk, maskedArgs);
            case HANDOFF -> handoffLook(getContent());
        }
    }

    private void gateLook(Div card) {
        card.setId("consent-gate");
        H2 title = title("consent-gate-title", "Consent needed: " + gate.tool());
        card.add(
                title,
                GateCardParts.text("consent-consequence", gate.consequence(), "consequence"),
                GateCardParts.meta(gate),
                new HorizontalLayout(
                        onTrusted(
                                GateCardParts.button("consent-confirm", "Confirm delete", DANGER),
                                context.tool()::confirm),
                        on(GateCardParts.button("consent-cancel", "Cancel"), context.decisions()::decline)));
    }

    /** Lab 4's Confirm: a person's click under the defence in force now (see {@link PersonsClick}). */
    final Button onTrusted(Button button, Function<HumanDecision, String> decision) {
        return PersonsClick.on(
                button,
                context.lab4Defence(),
                context.onDecided(),
                click -> decisionNow(click).map(decision).orElse(noDecision()));
    }

    private void approvalLook(Div card, RiskDeclaration risk, String maskedArgs) {
        card.setId("approval-card");
        HorizontalLayout buttons = new HorizontalLayout(
                on(GateCardParts.button("approval-approve-once", "Approve once", DANGER), context.tool()::confirm),
                on(GateCardParts.button("approval-reject", "Reject"), context.decisions()::decline));
        if (PolicyLadder.allowsSessionWide(risk)) {
            buttons.add(on(
                    GateCardParts.button("approval-always-session", "Always allow for this session"),
                    context.tool()::confirmForSession));
        }
        card.add(title("approval-title", "Approval needed: " + gate.tool()));
        card.add(GateCardParts.facts("approval-description", gate, risk, maskedArgs));
        card.add(buttons);
    }

    private void handoffLook(Div card) {
        card.setId("handoff-card");
        typedCode.setId("handoff-code-input");
        typedCode.setMaxLength(16);
        card.add(
                title("handoff-title", "Your step: " + gate.tool()),
                GateCardParts.text("handoff-description", gate.consequence(), "consequence"),
                new Div(new Text("One-time code: "), GateCardParts.code(gate.handoffCode())),
                GateCardParts.meta(gate),
                new HorizontalLayout(
                        typedCode,
                        on(
                                GateCardParts.button("handoff-submit", "Submit export", ButtonVariant.LUMO_PRIMARY),
                                decision -> context.tool().confirmHandoff(decision, typedCode.getValue())),
                        on(GateCardParts.button("handoff-reject", "Refuse"), context.decisions()::decline)));
    }

    final H2 title(String id, String text) {
        H2 title = new H2(text);
        title.setId(id);
        getContent().getElement().setAttribute("aria-labelledby", id);
        return title;
    }

    final Button on(Button button, Function<HumanDecision, String> decision) {
        button.addClickListener(event -> decide(event, decision));
        return button;
    }

    private void decide(ClickEvent<Button> event, Function<HumanDecision, String> decision) {
        Optional<String> ignored = HumanDecisions.ignored(event);
        if (ignored.isPresent()) {
            context.onDecided().accept(ignored.get());
            return;
        }
        Optional<HumanDecision> now = decisionNow(event);
        if (now.isEmpty()) {
            event.getSource().setEnabled(true); // nothing was done: the person may correct and click again
            context.onDecided().accept(noDecision());
            return;
        }
        context.onDecided().accept(decision.apply(now.get()));
    }

    /** The decision this click stands for: the person in the page of the viewer's own sandbox. */
    Optional<HumanDecision> decisionNow(ComponentEvent<?> click) {
        return Optional.of(HumanDecisions.inPage(click, gate, context.viewer(), context.clock()));
    }

    /** What the page is told when a click stands for no decision at all. */
    String noDecision() {
        return "Nothing was done.";
    }
}
