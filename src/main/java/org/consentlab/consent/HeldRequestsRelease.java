package org.consentlab.consent;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.button.Button;
import java.time.Clock;
import java.util.function.Consumer;
import org.consentlab.sandbox.SandboxId;

/**
 * Lab 5's "Release held requests": releasing lets held requests reach their records, which is an
 * effect, so it is a person's decision like a confirm. It acts only on a click from the browser,
 * and only on the held requests of the sandbox whose page it sits in.
 */
class HeldRequestsRelease extends Button implements DecisionControl {

    private final SandboxId viewer;
    private final WireHold wire;
    private final Clock clock;
    private final Consumer<String> onDecided;

    HeldRequestsRelease(SandboxId viewer, WireHold wire, Clock clock, Consumer<String> onDecided) {
        super("Release held requests");
        this.viewer = viewer;
        this.wire = wire;
        this.clock = clock;
        this.onDecided = onDecided;
        setId("release-wire");
        addClickListener(this::release);
    }

    private void release(ClickEvent<Button> event) {
        HumanDecisions.ignored(event)
                .ifPresentOrElse(
                        onDecided,
                        () -> onDecided.accept(
                                "Released " + wire.confirmRelease(HumanDecisions.release(event, viewer, clock))
                                        + " held request(s)."));
    }
}
