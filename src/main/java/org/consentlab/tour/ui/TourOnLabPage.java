package org.consentlab.tour.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import org.consentlab.lab.ui.ExercisePanelContribution;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tour.GuidedTour;

/**
 * The tour's panel under Lab 4's exercise, redrawn from the records whenever the sandbox changes,
 * so it moves on as the learner acts (in this tab, another, or through an agent). Other labs get
 * nothing.
 */
@org.springframework.stereotype.Component
class TourOnLabPage implements ExercisePanelContribution {

    private final GuidedTour tour;
    private final SandboxEvents events;

    TourOnLabPage(GuidedTour tour, SandboxEvents events) {
        this.tour = tour;
        this.events = events;
    }

    @Override
    public Component below(SandboxId sandbox, int lab) {
        if (lab != GuidedTour.LAB) {
            Div nothing = new Div();
            nothing.setVisible(false);
            return nothing;
        }
        TourPanel panel = new TourPanel(new TourPanel.Reads() {
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
        return panel;
    }
}
