package org.consentlab.consent.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import java.util.Optional;
import java.util.function.Consumer;
import org.consentlab.base.ui.TrustedClickEvent;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * What a person asked for with one control of a decision card: the kind of decision, the click it
 * came with (the kernel judges the click, never the card), and what they typed. Only the cards of
 * this package make one (the constructor is package-private); the kernel listens, turns a click a
 * person made into a decision, and answers.
 */
public final class DecisionAsked extends ComponentEvent<Component> {

    /** Which decision the control stands for. */
    public enum Kind {
        CONFIRM,
        CONFIRM_FOR_SESSION,
        CONFIRM_HANDOFF,
        CONFIRM_APPROVAL,
        CONFIRM_EDITED,
        DECLINE
    }

    private final Kind kind;
    private final ComponentEvent<?> click;
    private final String typed;
    private final @Nullable JsonNode edited;
    private final Consumer<Boolean> answered;

    DecisionAsked(
            Component card,
            Kind kind,
            ComponentEvent<?> click,
            String typed,
            @Nullable JsonNode edited,
            Consumer<Boolean> answered) {
        super(card, click.isFromClient());
        this.kind = kind;
        this.click = click;
        this.typed = typed;
        this.edited = edited;
        this.answered = answered;
    }

    public Kind kind() {
        return kind;
    }

    /** The click the ask came with, for the kernel to judge. */
    public ComponentEvent<?> click() {
        return click;
    }

    /** The server's own reading of a press on a control that needs one ({@link TrustedClickEvent}); empty otherwise. */
    public Optional<Boolean> trusted() {
        return click instanceof TrustedClickEvent press ? Optional.of(press.isTrusted()) : Optional.empty();
    }

    /** What the person typed with it: a reason, a rationale, a one-time code; empty if nothing. */
    public String typed() {
        return typed;
    }

    /** The arguments as the person edited them, for {@link Kind#CONFIRM_EDITED}. */
    public Optional<JsonNode> edited() {
        return Optional.ofNullable(edited);
    }

    /** The kernel's answer is in: the card lets the person try again where nothing was done. */
    public void answered(boolean nothingDone) {
        answered.accept(nothingDone);
    }
}
