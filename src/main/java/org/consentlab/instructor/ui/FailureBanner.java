package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import java.util.Set;
import java.util.stream.Collectors;
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
        Runnable show = () -> {
            Set<FailureMode> on = modes.on(sandbox);
            slot.removeAll();
            if (!on.isEmpty()) {
                Div banner = new Div("Failure mode on — this lab is showing a wrong design on purpose: " + on.stream()
                        .map(mode -> mode.label() + " (" + mode.symptom() + ")").collect(Collectors.joining("; ")));
                banner.setId("failure-banner");
                banner.addClassName("failure-banner");
                banner.getElement().setAttribute("role", "alert");
                slot.add(banner);
            }
        };
        show.run();
        events.refreshWhileAttached(slot, sandbox, Set.of(SandboxChange.EVERYTHING), show::run);
        return slot;
    }
}
