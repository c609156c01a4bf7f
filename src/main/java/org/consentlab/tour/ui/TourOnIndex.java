package org.consentlab.tour.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Paragraph;
import org.consentlab.i18n.Texts;
import org.consentlab.lab.ui.IndexContribution;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tour.GuidedTour;

/**
 * The "Guided tour" button on the lab index: it records that the learner started the tour (or
 * resumed a skipped one) and opens Lab 4, where the tour's panel waits for the first step.
 */
@org.springframework.stereotype.Component
class TourOnIndex implements IndexContribution {

    static final String LAB_ROUTE = "labs/account";

    private final GuidedTour tour;

    TourOnIndex(GuidedTour tour) {
        this.tour = tour;
    }

    @Override
    public Component onIndex(SandboxId sandbox) {
        Button start = new Button(Texts.t("tour.title"), click -> {
            tour.start(sandbox);
            click.getSource().getUI().ifPresent(ui -> ui.navigate(LAB_ROUTE));
        });
        start.setId("tour-start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Paragraph intro = new Paragraph(start);
        intro.add(" " + Texts.t("tour.intro"));
        intro.addClassName("tour-intro");
        return intro;
    }
}
