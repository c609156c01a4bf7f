package org.consentlab.consent.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.function.Consumer;
import org.consentlab.base.Timestamps;
import org.consentlab.base.ui.TrustedClickEvent;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.Kind;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.RiskDeclaration;

/** The texts and buttons a gate card shows, built from the app's own data about the gate. */
final class GateCardParts {

    /** Masked arguments are cut to this many characters on the card: enough to recognise, no more. */
    static final int MAX_ARGS_SHOWN = 200;

    private GateCardParts() {}

    static Paragraph text(String id, String text, String className) {
        Paragraph paragraph = new Paragraph(text);
        paragraph.setId(id);
        paragraph.addClassName(className);
        return paragraph;
    }

    /** The gate's consequence in the reader's language where it keeps words ({@link ConsequenceText}). */
    static Paragraph consequence(String id, Gate gate) {
        return ConsequenceText.paragraph(id, gate.consequence(), gate.words());
    }

    static Paragraph meta(Gate gate) {
        Paragraph meta = new Paragraph(Texts.t(
                "consent.meta",
                String.valueOf(gate.id()),
                rung(gate.requiredDecision()),
                Timestamps.clock(gate.expiresAt())));
        meta.addClassName("meta");
        return meta;
    }

    /** What an approval shows before its buttons: the consequence, the risk, the masked args and the gate's terms. */
    static Component[] facts(String consequenceId, Gate gate, RiskDeclaration risk, String maskedArgs) {
        return new Component[] {
            consequence(consequenceId, gate),
            text("approval-risk", risk(risk), "meta"),
            text("approval-args", args(maskedArgs), "meta"),
            meta(gate)
        };
    }

    static String risk(RiskDeclaration risk) {
        return Texts.t(
                "consent.risk",
                summary(risk),
                Texts.t("consent.confirm." + risk.confirm().name().toLowerCase()));
    }

    /** A risk's kind and reversibility in the reader's words ({@link RiskDeclaration#summary()} in English). */
    static String summary(RiskDeclaration risk) {
        return risk.kind() == Kind.READ
                ? Texts.t("consent.risk.read")
                : Texts.t(
                        "consent.risk.summary",
                        Texts.t("consent.kind." + risk.kind().name().toLowerCase()),
                        Texts.t("consent.reversibility."
                                + risk.reversibility().name().toLowerCase()));
    }

    /** A rung of the policy ladder in the reader's words ({@link RequiredDecision#label()} in English). */
    static String rung(RequiredDecision rung) {
        return Texts.t("consent.rung." + rung.name().toLowerCase());
    }

    static String args(String maskedArgs) {
        String shown = maskedArgs == null || maskedArgs.isBlank() ? "{}" : maskedArgs;
        return Texts.t(
                "consent.args",
                Texts.isolate(shown.length() <= MAX_ARGS_SHOWN ? shown : shown.substring(0, MAX_ARGS_SHOWN - 1) + "…"));
    }

    static Span code(String code) {
        Span span = new Span(code);
        span.setId("handoff-code");
        span.addClassName("handoff-code");
        return span;
    }

    /**
     * Hears a press on a control that stands for a person's press (Lab 4's Confirm and its kin): from
     * the browser, with the server's own reading of it ({@link TrustedClickEvent}); a click the server
     * made, as it is, so the kernel can say that it stands for nobody.
     */
    static void onPress(Button button, Consumer<ComponentEvent<?>> pressed) {
        button.addClickListener(click -> {
            if (!click.isFromClient()) {
                pressed.accept(click);
            }
        });
        TrustedClickEvent.listen(button, press -> {
            if (press.isFromClient()) {
                pressed.accept(press);
            }
        });
    }

    /** Every decision button is disabled on click: a double-submit reaches the server once. */
    static Button button(String id, String label, ButtonVariant... variants) {
        Button button = new Button(label);
        button.setId(id);
        button.setDisableOnClick(true);
        button.addThemeVariants(variants);
        return button;
    }
}
