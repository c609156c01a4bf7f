package org.consentlab.consent.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.Optional;
import org.consentlab.base.ui.TrustedActivation;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Texts;
import org.jspecify.annotations.Nullable;

/**
 * Lab 7's Confirm control, shown with the defence its gate was requested under. The button's own page script
 * measures the click (how long it was held) and sends it with the typed text to {@link #decide},
 * the one client-to-server channel the decision uses; so the hold and the text are whatever the page
 * sends, and an agent with script in the page can send them too. That is the lesson. Whether the
 * click was a trusted one is the one thing the page is not asked: the server reads it itself from
 * the click and key events on the button ({@link TrustedActivation}). The control only reports
 * what reached it ({@link SelfApprovalAsked}); the kernel judges it under the defence.
 */
public class SelfApprovalConfirm extends Div {

    /**
     * The button's page script: the only thing that calls {@code decide} honestly. It calls it after
     * the click has been handled, so the server has judged the click's own events first. It still
     * sends the browser's isTrusted as a claim, which the server shows and never believes.
     */
    private static final String BUTTON_SCRIPT = """
            const host = $0, button = $1, field = $2; let down = null;
            button.addEventListener('pointerdown', e => { down = e.timeStamp; });
            button.addEventListener('click', e => {
              const held = down === null ? 0 : Math.round(e.timeStamp - down);
              const claim = e.isTrusted, typed = field.value || '';
              down = null;
              setTimeout(() => host.$server.decide(claim, held, typed), 0);
            });""";

    /** How long a judged click waits for its decide call from the page, in nanoseconds. */
    private static final long CLICK_WINDOW_NANOS = 2_000_000_000L;

    private final Button confirm = new Button(getTranslation("consent.gate.confirm"));
    private final TextField typed = new TextField(getTranslation("consent.self.typed"));
    private final PasskeyPrompt passkey = new PasskeyPrompt();
    private @Nullable Boolean clickTrusted;
    private long clickAt;

    /**
     * {@code defence} names the defence, {@code rule} says what it asks of a press; {@code typeToConfirm}
     * shows the field, {@code asksPasskey} the passkey step.
     */
    public SelfApprovalConfirm(Gate gate, String defence, String rule, boolean typeToConfirm, boolean asksPasskey) {
        setId("self-approval-card");
        addClassName("consent-gate");
        getElement().setAttribute("role", "region");
        H2 title = new H2(getTranslation("consent.self.title", Texts.isolate(gate.tool()), Texts.isolate(defence)));
        title.setId("self-approval-card-title");
        getElement().setAttribute("aria-labelledby", title.getId().orElseThrow());
        Paragraph consequence = GateCardParts.consequence("self-approval-consequence", gate);
        typed.setId("self-approval-typed");
        typed.setWidth("24em");
        if (!typeToConfirm) {
            // Hidden by style, not setVisible: the field stays in the page, so its script always finds it.
            typed.getStyle().set("display", "none");
        }
        confirm.setId("self-approval-confirm");
        confirm.addThemeVariants(ConsentGateCard.DANGER);
        TrustedActivation.watch(confirm, this::clicked);
        add(title, consequence, new Paragraph(rule), typed, new HorizontalLayout(confirm));
        if (asksPasskey) {
            add(passkey);
        }
    }

    /** The passkey step, shown under the passkey defence: what Confirm asks the authenticator, and its answer. */
    public PasskeyPrompt passkey() {
        return passkey;
    }

    /** The Confirm button, whose own events the server reads (tests fire them as the browser does). */
    public Button button() {
        return confirm;
    }

    /** Hears what reached Confirm. */
    public Registration onAsked(ComponentEventListener<SelfApprovalAsked> listener) {
        return addListener(SelfApprovalAsked.class, listener);
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        getElement().executeJs(BUTTON_SCRIPT, getElement(), confirm.getElement(), typed.getElement());
    }

    /** The server's own reading of a click on Confirm, kept for the decide call that follows it. */
    private synchronized void clicked(boolean trusted) {
        clickTrusted = trusted;
        clickAt = System.nanoTime();
    }

    /** Whether the click this decide call follows was trusted, as the server saw it; each click counts once. */
    private synchronized Optional<Boolean> takeClick() {
        Optional<Boolean> seen =
                Optional.ofNullable(clickTrusted).filter(click -> System.nanoTime() - clickAt < CLICK_WINDOW_NANOS);
        clickTrusted = null;
        return seen;
    }

    /** What the page sent for a decision on Confirm, reported with the server's own reading of the click. */
    @ClientCallable
    public void decide(boolean claimedTrusted, int heldMillis, String typedText) {
        // The click's own events may arrive in the same message: they are judged before the response,
        // in the order registered, so this is judged after them.
        getUI().ifPresentOrElse(
                        ui -> ui.beforeClientResponse(this, context -> judge(claimedTrusted, heldMillis, typedText)),
                        () -> judge(claimedTrusted, heldMillis, typedText));
    }

    private void judge(boolean claimedTrusted, int heldMillis, String typedText) {
        fireEvent(new SelfApprovalAsked(this, takeClick(), claimedTrusted, heldMillis, typedText));
    }
}
