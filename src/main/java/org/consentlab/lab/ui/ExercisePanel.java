package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.function.Supplier;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.lab.ExerciseProgress;
import org.jsoup.nodes.Entities;

/**
 * A lab's exercise on its own page: the goal, the steps as a checklist, the status (the same word
 * as on the index) and, when the learner did something close that does not count, why and what to
 * try. It reads the checks' answer through {@code progress}; its page calls {@link #refresh()} whenever
 * the sandbox changes, so the steps tick live.
 */
public class ExercisePanel extends Composite<Div> {

    private final Paragraph goal = new Paragraph();
    private final UnorderedList steps = new UnorderedList();
    private final Span status = new Span();
    private final Paragraph hint = new Paragraph();
    private final Supplier<ExerciseProgress> progress;
    private List<ExerciseProgress.Step> shownSteps = List.of();

    /** With {@code below} (what other features contribute, e.g. the event's hints) under the near-miss hint. */
    public ExercisePanel(Supplier<ExerciseProgress> progress, List<Component> below) {
        this.progress = progress;
        Div root = getContent();
        root.setId("exercise-panel");
        root.addClassName("exercise-panel");
        status.setId("exercise-status");
        steps.addClassName("exercise-steps");
        hint.setId("exercise-hint");
        hint.addClassName("exercise-hint");
        H2 title = new H2(new Span(getTranslation("lab.exercise.title") + " "), status);
        root.add(title, goal, steps, hint);
        below.forEach(root::add);
        refresh();
    }

    public void refresh() {
        show(progress.get());
    }

    private void show(ExerciseProgress progress) {
        goal.setText(progress.goal());
        status.setText(getTranslation("lab.exercise.status." + progress.status()));
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("success", progress.done());
        List<ExerciseProgress.Step> all = progress.steps();
        if (!all.equals(shownSteps)) {
            // Rebuilt only when a step changed: most redraws (an agent's read) change none, and an
            // unchanged list then sends nothing to the browser.
            shownSteps = all;
            steps.removeAll();
            for (int k = 0; k < all.size(); k++) {
                steps.add(step(k + 1, all.get(k)));
            }
        }
        String was = hint.getText();
        hint.setText(progress.hint() == null ? "" : progress.hint());
        if (!hint.getText().isEmpty() && !hint.getText().equals(was)) {
            // Through the page's one live region (a second region of its own would compete with it), and
            // after whatever caused it: a decision or a gate in the same response is told instead.
            LiveRegion.mention(this, hint.getText());
        }
        hint.setVisible(progress.hint() != null);
    }

    /**
     * A step is one node of Vaadin's state tree: its mark and its text are the item's markup, as
     * they are rebuilt on every redraw and never change in place (as components they were five
     * nodes a step, which every open page keeps on the server).
     */
    private static ListItem step(int number, ExerciseProgress.Step step) {
        ListItem item = new ListItem();
        item.getElement()
                .setProperty(
                        "innerHTML",
                        "<span class=\"step-mark\">%s</span><span>%s</span>"
                                .formatted(step.done() ? "✓" : String.valueOf(number), Entities.escape(step.text())));
        item.setId("exercise-step-" + number);
        item.getElement().setAttribute("data-state", step.done() ? "done" : "open");
        item.addClassName(step.done() ? "done" : "open");
        return item;
    }
}
