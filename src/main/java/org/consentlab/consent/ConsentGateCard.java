package org.consentlab.consent;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Function;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.PolicyLadder;
import org.consentlab.tool.RiskDeclaration;

/**
 * The human's decision control for one pending gate, and the only caller of any confirm. It acts
 * on a click only when the click came from the browser (not from server code firing a click)
 * and only for the sandbox of the page it sits in, or, on the approvers' page, for the approver
 * signed in at that click. One control, five looks: Lab 4's consent gate, Lab 6's approval card
 * (approve once / reject / allow for the session only where policy permits) and handoff card,
 * Lab 5's dialog, and the approver's decision with a rationale.
 */
public class ConsentGateCard extends Composite<Div> {

    enum Look { GATE, APPROVAL, HANDOFF, LIFECYCLE, APPROVER }

    private static final ButtonVariant[] DANGER = {ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_ERROR};

    /** The services whose confirms this card may call; package-private, like the confirms. */
    record Confirms(AccountDeletion deletion, ReportArchive archive, CustomerExport export, ExportHandoff handoff,
                    LifecycleConfirms lifecycle, SignedInApprover approver) {
    }

    private final Gate gate;
    private final SandboxId viewer;
    private final Confirms confirms;
    private final GateDecisions decisions;
    private final Clock clock;
    private final Consumer<String> onDecided;
    private final Look look;
    private final TextField typedCode = new TextField("One-time code");
    private final TextArea rationale = new TextArea("Rationale");

    ConsentGateCard(Gate gate, Look look, RiskDeclaration risk, String maskedArgs, SandboxId viewer,
                    Confirms confirms, GateDecisions decisions, Clock clock, Consumer<String> onDecided) {
        this.gate = gate;
        this.viewer = viewer;
        this.confirms = confirms;
        this.decisions = decisions;
        this.clock = clock;
        this.onDecided = onDecided;
        this.look = look;
        Div card = getContent();
        card.addClassName("consent-gate");
        card.getElement().setAttribute("role", "alertdialog");
        switch (look) {
            case GATE -> gateLook(card);
            case APPROVAL -> approvalLook(card, risk, maskedArgs);
            case HANDOFF -> handoffLook(card);
            case LIFECYCLE -> lifecycleLook(card);
            case APPROVER -> approverLook(card, risk, maskedArgs);
        }
    }

    /** Lab 5's dialog: exactly the text the page under test shows, and its two buttons. */
    private void lifecycleLook(Div card) {
        card.setId("lifecycle-dialog");
        HorizontalLayout buttons = new HorizontalLayout();
        if (!gate.awaitingApprover()) {
            buttons.add(on(GateCardParts.button("lifecycle-confirm", "Confirm", DANGER), this::confirmInPage));
        }
        buttons.add(on(GateCardParts.button("lifecycle-cancel", gate.awaitingApprover() ? "Withdraw" : "Cancel"),
                confirms.lifecycle()::decline));
        card.add(title("lifecycle-dialog-title", gate.awaitingApprover() ? "Awaiting approval by an approver"
                        : "Confirm: " + gate.tool()), GateCardParts.text("lifecycle-dialog-text", gate.consequence(),
                        "consequence"), GateCardParts.meta(gate), buttons);
    }

    /** The approvers' page: the consequence, masked args and requester, and a decision with a rationale. */
    private void approverLook(Div card, RiskDeclaration risk, String maskedArgs) {
        card.setId("approval-decision");
        rationale.setId("approval-rationale");
        rationale.setMaxLength(500);
        rationale.setWidthFull();
        card.add(title("approval-decision-title", "Approve: " + gate.tool()));
        card.add(GateCardParts.facts("approval-consequence", gate, risk, maskedArgs));
        card.add(rationale, new HorizontalLayout(
                on(GateCardParts.button("approval-approve", "Approve", DANGER), confirms.lifecycle()::confirmApproval),
                on(GateCardParts.button("approval-reject", "Reject"), confirms.lifecycle()::decline)));
    }

    private void gateLook(Div card) {
        card.setId("consent-gate");
        H3 title = title("consent-gate-title", "Consent needed: " + gate.tool());
        card.add(title, GateCardParts.text("consent-consequence", gate.consequence(), "consequence"),
                GateCardParts.meta(gate), new HorizontalLayout(
                        on(GateCardParts.button("consent-confirm", "Confirm delete", DANGER), this::confirm),
                        on(GateCardParts.button("consent-cancel", "Cancel"), decisions::decline)));
    }

    private void approvalLook(Div card, RiskDeclaration risk, String maskedArgs) {
        card.setId("approval-card");
        HorizontalLayout buttons = new HorizontalLayout(
                on(GateCardParts.button("approval-approve-once", "Approve once", DANGER), this::confirm),
                on(GateCardParts.button("approval-reject", "Reject"), decisions::decline));
        if (PolicyLadder.allowsSessionWide(risk)) {
            buttons.add(on(GateCardParts.button("approval-always-session", "Always allow for this session"),
                    this::confirmForSession));
        }
        card.add(title("approval-title", "Approval needed: " + gate.tool()));
        card.add(GateCardParts.facts("approval-description", gate, risk, maskedArgs));
        card.add(buttons);
    }

    private void handoffLook(Div card) {
        card.setId("handoff-card");
        typedCode.setId("handoff-code-input");
        typedCode.setMaxLength(16);
        card.add(title("handoff-title", "Your step: " + gate.tool()),
                GateCardParts.text("handoff-description", gate.consequence(), "consequence"),
                new Div(new Text("One-time code: "), GateCardParts.code(gate.handoffCode())),
                GateCardParts.meta(gate), new HorizontalLayout(typedCode,
                on(GateCardParts.button("handoff-submit", "Submit export", ButtonVariant.LUMO_PRIMARY), this::confirmHandoff),
                on(GateCardParts.button("handoff-reject", "Refuse"), decisions::decline)));
    }

    private H3 title(String id, String text) {
        H3 title = new H3(text);
        title.setId(id);
        getContent().getElement().setAttribute("aria-labelledby", id);
        return title;
    }

    private Button on(Button button, Function<HumanDecision, String> decision) {
        button.addClickListener(event -> decide(event, decision));
        return button;
    }

    private void decide(ClickEvent<Button> event, Function<HumanDecision, String> decision) {
        if (!event.isFromClient()) {
            onDecided.accept("Ignored: that click did not come from a person in the page.");
            return;
        }
        if (look != Look.APPROVER) {
            onDecided.accept(decision.apply(new HumanDecision(gate.id(), viewer, viewer.learner(), Instant.now(clock),
                    HumanDecision.Role.PERSON_IN_PAGE, null)));
            return;
        }
        // The approver is whoever is signed in with the role at this click, checked now, not when the page opened.
        confirms.approver().name().ifPresentOrElse(approver -> onDecided.accept(decision.apply(new HumanDecision(
                        gate.id(), viewer, approver, Instant.now(clock), HumanDecision.Role.APPROVER,
                        rationale.getValue().strip()))),
                () -> onDecided.accept("Only a signed-in approver can decide here; nothing was done."));
    }

    private String confirmInPage(HumanDecision decision) {
        return confirms.lifecycle().confirmInPage(decision, gate);
    }

    /** Every gated tool's confirm, listed here and nowhere else. */
    private String confirm(HumanDecision decision) {
        return switch (gate.tool()) {
            case AccountDeletion.TOOL -> confirms.deletion().confirmDeletion(decision);
            case ReportToolNames.ARCHIVE -> confirms.archive().confirmArchive(decision);
            case ReportToolNames.EXPORT_CUSTOMERS -> confirms.export().confirmExport(decision);
            default -> "No confirm exists for " + gate.tool() + "; nothing was done.";
        };
    }

    private String confirmForSession(HumanDecision decision) {
        return ReportToolNames.EXPORT_CUSTOMERS.equals(gate.tool()) ? confirms.export().confirmExportForSession(decision)
                : "No session-wide allow exists for " + gate.tool() + "; nothing was done.";
    }

    private String confirmHandoff(HumanDecision decision) {
        return ReportToolNames.SUBMIT_EXPORT.equals(gate.tool())
                ? confirms.handoff().confirmHandoff(decision, typedCode.getValue())
                : "No handoff exists for " + gate.tool() + "; nothing was done.";
    }
}
