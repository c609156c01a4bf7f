package org.consentlab.tour.ui;

import com.vaadin.flow.component.Component;
import java.util.Optional;
import org.consentlab.lab.ui.LabGuideContribution;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tour.GuidedTour;

/**
 * The tour's panel on Lab 4's page, right above its gate where the learner looks, redrawn from the records whenever the sandbox changes,
 * so it moves on as the learner acts (in this tab, another, or through an agent). Other labs get
 * nothing.
 */
@org.springframework.stereotype.Component
class TourOnLabPage implements LabGuideContribution {

    private final GuidedTour tour;
    private final SandboxEvents events;

    TourOnLabPage(GuidedTour tour, SandboxEvents events) {
        this.tour = tour;
        this.events = events;
    }

    @Override
    public Optional<Component> above(SandboxId sandbox, int lab) {
        if (lab != GuidedTour.LAB) {
            return Optional.empty();
        }
        TourPanel panel = new TourPanel(new TourPanel.Reads() {
            @Override
            public org.consentlab.tour.TourState state() {
                return tour.state(sandbox);
            }

            @Override
            public org.consentlab.tour.Tour tour() {
                return tour.of(sandbox);
            }

            @Override
            public void skip() {
                tour.skip(sandbox);
            }

            @Override
            public void resume() {
                tour.start(sandbox);
            }
        });
        events.refreshWhileAttached(panel, sandbox, panel::refresh);
        return Optional.of(panel);
    }
}
