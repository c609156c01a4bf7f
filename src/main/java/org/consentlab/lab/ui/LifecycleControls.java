package org.consentlab.lab.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import org.consentlab.lab.LifecycleProgress;
import org.consentlab.lab.LifecycleSnapshot;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.UiBehaviour;

/**
 * Lab 5's pickers and transport: the action, the UI behaviour, Play, Step, Reset and the step
 * counter. The pickers' labels are the values testers and the README use (e.g. {@code fires-early}).
 * Each use fires a {@link UsedEvent}; the page decides what it does.
 */
class LifecycleControls extends Composite<Div> {

    private final Select<LifecycleAction> action = Pickers.ofAll(
            "lifecycle-action", "lifecycle.action", LifecycleAction::tool, LifecycleAction.DELETE_ACCOUNT);
    private final Select<UiBehaviour> behaviour =
            Pickers.ofAll("lifecycle-behaviour", "lifecycle.behaviour", UiBehaviour::id, UiBehaviour.CORRECT);
    private final Button step = new Button();
    private final Span counter = new Span();
    private final Span next = new Span();

    /** What was used: Play, Step, Reset, or either picker. */
    enum Use {
        PLAY,
        STEP,
        RESET,
        PICK
    }

    /** One use of the controls. */
    static final class UsedEvent extends ComponentEvent<LifecycleControls> {

        private final Use use;

        UsedEvent(LifecycleControls source, Use use) {
            super(source, true);
            this.use = use;
        }

        Use use() {
            return use;
        }
    }

    LifecycleControls() {
        behaviour.setHelperText(described(UiBehaviour.CORRECT));
        behaviour.addValueChangeListener(
                e -> behaviour.setHelperText(e.getValue() == null ? "" : described(e.getValue())));
        behaviour.setWidth("22em");
        action.addValueChangeListener(e -> used(Use.PICK));
        behaviour.addValueChangeListener(e -> used(Use.PICK));
        Button play = new Button(getTranslation("lifecycle.play"), e -> used(Use.PLAY));
        play.setId("lifecycle-play");
        play.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        step.setText(getTranslation("lifecycle.step"));
        step.setId("lifecycle-step");
        step.addClickListener(e -> used(Use.STEP));
        Button reset = new Button(getTranslation("lifecycle.reset"), e -> used(Use.RESET));
        reset.setId("lifecycle-reset");
        reset.setTooltipText(getTranslation("lifecycle.reset.title"));
        reset.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        counter.setText(LifecycleProgress.none().counter());
        counter.setId("lifecycle-step-counter");
        counter.addClassName("step-counter");
        next.setId("lifecycle-next");
        next.addClassName("muted");
        HorizontalLayout pickers = new HorizontalLayout(action, behaviour);
        HorizontalLayout transport = new HorizontalLayout(play, step, reset, counter);
        transport.setAlignItems(FlexComponent.Alignment.BASELINE);
        pickers.addClassName("lifecycle-controls");
        getContent().add(pickers, transport, next);
    }

    /** What a behaviour does, in the reader's language; its id (the picker's label) stays as testers type it. */
    private String described(UiBehaviour shown) {
        return getTranslation("lifecycle.behaviour." + shown.id());
    }

    LifecycleAction action() {
        return action.getValue();
    }

    UiBehaviour behaviour() {
        return behaviour.getValue();
    }

    /** Picks what the run on screen is, so that a reload shows the pickers that produced it. */
    void pick(LifecycleAction pickedAction, UiBehaviour pickedBehaviour) {
        action.setValue(pickedAction);
        behaviour.setValue(pickedBehaviour);
    }

    /** Step is offered while the requester can act, or when it would start a new run. */
    void show(LifecycleSnapshot now) {
        counter.setText(now.progress().counter());
        next.setText(now.progress().waitingFor());
        boolean startsNew = now.run().isEmpty()
                || now.call().map(c -> c.state().isFinal()).orElse(true)
                || now.run().get().action() != action()
                || now.run().get().behaviour() != behaviour();
        step.setEnabled(startsNew || now.progress().requesterCanAct());
    }

    void addUsedListener(ComponentEventListener<UsedEvent> listener) {
        addListener(UsedEvent.class, listener);
    }

    private void used(Use use) {
        fireEvent(new UsedEvent(this, use));
    }
}
