package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.PageBanner;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;

/**
 * Above every page of a learner's, while any failure mode reaches their sandbox (their own switch,
 * their instructor's for them, or for their class): which modes, and what each makes go wrong.
 * Live, and gone when none is on, so a wrong design is never mistaken for the lab's normal behaviour.
 * A screen reader hears it through the page's live region when the modes change, not at each redraw.
 */
@org.springframework.stereotype.Component
class FailureBanner implements PageBanner {

    private final FailureModes modes;
    private final SandboxEvents events;

    FailureBanner(FailureModes modes, SandboxEvents events) {
        this.modes = modes;
        this.events = events;
    }

    @Override
    public Component banner(SandboxId sandbox) {
        // The banner itself is in the page only while a mode is on: testers check that it is absent.
        Div slot = new Div();
        AtomicReference<Set<FailureMode>> shown = new AtomicReference<>(Set.of());
        Runnable show = () -> {
            Set<FailureMode> on = modes.on(sandbox);
            if (!on.equals(shown.getAndSet(on))) {
                LiveRegion.announce(slot, on.isEmpty() ? "Failure modes are off: the labs show their correct designs."
                        : "Failure mode on: " + on.stream().map(FailureMode::label).collect(Collectors.joining(", "))
                        + ". The lab shows a wrong design on purpose.");
            }
            slot.removeAll();
            if (!on.isEmpty()) {
                Div banner = new Div("Failure mode on — this lab is showing a wrong design on purpose: " + on.stream()
                        .map(mode -> mode.label() + " (" + mode.symptom() + ")").collect(Collectors.joining("; ")));
                banner.setId("failure-banner");
                banner.addClassName("failure-banner");
                slot.add(banner);
            }
        };
        show.run();
        events.refreshWhileAttached(slot, sandbox, Set.of(SandboxChange.EVERYTHING), show::run);
        return slot;
    }
}
