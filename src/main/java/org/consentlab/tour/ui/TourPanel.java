package org.consentlab.tour.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeDetails;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.tour.Tour;
import org.consentlab.tour.TourState;
import org.consentlab.tour.TourStep;
import org.jspecify.annotations.Nullable;

/**
 * The tour on Lab 4's page, above its gate: the current step ({@code tour-step}, its number in {@code data-step}),
 * the four steps ticked as the records show them, and Skip ({@code tour-skip}) or, once skipped,
 * Resume ({@code tour-resume}). A new step is told through the page's live region, after whatever
 * the learner's press itself caused. Its two buttons only start or skip the tour. Until a learner
 * starts the tour, the panel is its hidden root alone: every open Lab 4 page is held on the server,
 * and the tour's headings, steps and buttons were some thirty of its state nodes, never shown.
 */
class TourPanel extends Composite<Div> {

    /** What the records say of the tour, and the two things the panel does. */
    interface Reads {
        /** Only the tour's state, read without its steps. */
        TourState state();

        Tour tour();

        void skip();

        void resume();
    }

    private final Reads reads;
    private @Nullable Shown shown;
    private @Nullable String shownStep;

    TourPanel(Reads reads) {
        this.reads = reads;
        Div root = getContent();
        root.setId("tour-panel");
        root.addClassName("tour-panel");
        refresh();
    }

    void refresh() {
        if (shown == null && reads.state() == TourState.NOT_STARTED) {
            // Hidden, as it was built: the steps (Lab 4's whole check) are not read for a panel nobody
            // sees, on every change an agent makes.
            getContent().setVisible(false);
            return;
        }
        Tour tour = reads.tour();
        getContent().setVisible(tour.state() != TourState.NOT_STARTED);
        if (shown == null && tour.state() != TourState.NOT_STARTED) {
            shown = new Shown();
        }
        if (shown != null) {
            shown.show(tour);
        }
    }

    /** The panel's content, built the first time the tour is on. */
    private final class Shown {
        private final Paragraph step = new Paragraph();
        private final OrderedList steps = new OrderedList();
        private final NativeDetails allSteps = new NativeDetails(getTranslation("tour.all-steps"), steps);
        private final Button skip = new Button(getTranslation("tour.skip"));
        private final Paragraph skipped = new Paragraph(getTranslation("tour.skipped"));
        private final Button resume = new Button(getTranslation("tour.resume"));

        Shown() {
            step.setId("tour-step");
            step.addClassName("tour-current");
            steps.addClassName("exercise-steps");
            skip.setId("tour-skip");
            skip.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
            skip.addClickListener(click -> {
                reads.skip();
                refresh();
                LiveRegion.tell(TourPanel.this, getTranslation("tour.skipped.told"));
                Focus.restoreTo(resume);
            });
            resume.setId("tour-resume");
            resume.addClickListener(click -> {
                reads.resume();
                shownStep = null;
                refresh();
                Focus.restoreTo(skip);
            });
            // The four steps fold away so that the gate below stays on the first screen at 1024×768.
            allSteps.addClassName("tour-steps");
            Div row = new Div(allSteps, skip);
            row.addClassName("tour-row");
            getContent().add(new H2(getTranslation("tour.title")), step, row, skipped, resume);
        }

        void show(Tour tour) {
            boolean on = tour.state() == TourState.STARTED;
            step.setVisible(on);
            allSteps.setVisible(on);
            skip.setVisible(on && !tour.finished());
            skipped.setVisible(tour.state() == TourState.SKIPPED);
            resume.setVisible(tour.state() == TourState.SKIPPED);
            steps.removeAll();
            tour.steps().forEach(each -> steps.add(item(each, tour.current())));
            String text = tour.finished()
                    ? getTranslation("tour.finished")
                    : getTranslation(
                            "tour.step-of",
                            tour.current(),
                            tour.steps().size(),
                            tour.steps().get(tour.current() - 1).text());
            step.setText(text);
            step.getElement().setAttribute("data-step", tour.stepName());
            if (on && !tour.stepName().equals(shownStep)) {
                // The first draw is read with the page; only a step the learner's action reached is told.
                if (getContent().isAttached()) {
                    LiveRegion.announce(TourPanel.this, getTranslation("tour.announced", text));
                }
                shownStep = tour.stepName();
            }
        }
    }

    private static ListItem item(TourStep step, int current) {
        Span mark = new Span(step.done() ? "✓" : String.valueOf(step.number()));
        mark.addClassName("step-mark");
        ListItem item = new ListItem(mark, new Span(step.text()));
        item.addClassName(step.done() ? "done" : "open");
        if (step.number() == current) {
            item.getElement().setAttribute("aria-current", "step");
            item.addClassName("current");
        }
        return item;
    }
}
