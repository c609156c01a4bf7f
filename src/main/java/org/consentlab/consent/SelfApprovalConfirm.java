package org.consentlab.consent;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Instant;

/**
 * Lab 7's Confirm control, armed with one {@link ConfirmDefence}. The button's own page script
 * measures the click (event.isTrusted, how long it was held) and sends it with the typed text to
 * {@link #decide}, the one client-to-server channel the button uses; so what the defence sees is
 * whatever the page sends, and an agent with script in the page can send it too. That is the lesson.
 */
class SelfApprovalConfirm extends Div implements DecisionControl {

    /**
     * The button's page script: the only thing that calls {@code decide} honestly. A person's Enter
     * or Space on the focused button is a trusted key press, after which vaadin-button clicks itself
     * from script (an untrusted click): a click within a second of that key counts as trusted, as
     * Lab 4's Confirm counts it ({@code TrustedClickEvent}).
     */
    private static final String BUTTON_SCRIPT = """
            const host = $0, button = $1, field = $2; let down = null, key = null;
            button.addEventListener('pointerdown', e => { down = e.timeStamp; });
            button.addEventListener('keydown', e => {
              if (e.isTrusted && (e.key === 'Enter' || e.key === ' ')) { key = e.timeStamp; }
            }, true);
            button.addEventListener('click', e => {
              const held = down === null ? 0 : Math.round(e.timeStamp - down);
              const byKey = key !== null && e.timeStamp - key < 1000;
              down = null; key = null;
              host.$server.decide(e.isTrusted || byKey, held, field.value || '');
            });""";

    private final ConsentGateCard.Context context;
    private final ConfirmDefence defence;
    private final String expectedTyped;
    private final Button confirm = new Button("Confirm delete");
    private final TextField typed = new TextField("Type the account's e-mail address to confirm");

    SelfApprovalConfirm(ConsentGateCard.Context context, ConfirmDefence defence, String expectedTyped) {
        this.context = context;
        this.defence = defence;
        this.expectedTyped = expectedTyped;
        setId("self-approval-card");
        addClassName("consent-gate");
        getElement().setAttribute("role", "region");
        H2 title = new H2("Consent needed: " + context.gate().tool() + " · defence " + defence.id());
        title.setId("self-approval-card-title");
        getElement().setAttribute("aria-labelledby", title.getId().orElseThrow());
        Paragraph consequence = new Paragraph(context.gate().consequence());
        consequence.setId("self-approval-consequence");
        typed.setId("self-approval-typed");
        typed.setWidth("24em");
        if (defence != ConfirmDefence.TYPE_TO_CONFIRM) {
            // Hidden by style, not setVisible: the field stays in the page, so its script always finds it.
            typed.getStyle().set("display", "none");
        }
        confirm.setId("self-approval-confirm");
        confirm.addThemeVariants(ConsentGateCard.DANGER);
        add(title, consequence, new Paragraph(defence.rule()), typed, new HorizontalLayout(confirm));
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        getElement().executeJs(BUTTON_SCRIPT, getElement(), confirm.getElement(), typed.getElement());
    }

    /**
     * What the page sent for a click on Confirm. The defence judges it; a pass is the person's
     * decision in the page of the gate's sandbox (for the second principal, only their consent).
     */
    @ClientCallable
    void decide(boolean trusted, int heldMillis, String typedText) {
        String saw = "event.isTrusted=%s, held %d ms, typed \"%s\"".formatted(trusted, heldMillis, typedText);
        String outcome = defence.refusal(trusted, heldMillis, typedText, expectedTyped)
                .map(why -> "REFUSED by " + defence.id() + ": " + why + ". Nothing was done.")
                .orElseGet(() -> "PASSED " + defence.id() + ". " + context.tool().confirm(decisionNow()));
        context.onDecided().accept("Saw " + saw + ". " + outcome);
    }

    private HumanDecision decisionNow() {
        return new HumanDecision(context.gate().id(), context.viewer(), context.viewer().learner(),
                Instant.now(context.clock()), HumanDecision.Role.PERSON_IN_PAGE, null, null,
                Fingerprint.shown(context.gate()));
    }
}
