package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.TranslatedPage;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;

/**
 * The lab index: the labs in order, each with a one-line summary and, once built, its exercise
 * and whether this sandbox's records show it done, updated live.
 */
@Menu(order = 0, title = "Labs", icon = "vaadin:academy-cap")
@Route(value = "", layout = MainLayout.class)
@AnonymousAllowed
class LabIndexView extends Div implements HasDynamicTitle, TranslatedPage {

    /** A lab and its page; its title and summary are the bundle's {@code index.lab.<number>.*}. */
    record Lab(int number, String route) {}

    static final List<Lab> LABS = List.of(
            new Lab(1, "labs/registration"),
            new Lab(2, "labs/cart"),
            new Lab(3, "labs/product"),
            new Lab(4, "labs/account"),
            new Lab(5, "labs/lifecycle"),
            new Lab(6, "labs/reports"),
            new Lab(7, "labs/self-approval"),
            new Lab(8, "labs/decisions"));

    private final Map<Integer, Span> statuses = new HashMap<>();

    LabIndexView(
            CurrentSandbox current,
            LabExercises exercises,
            SandboxEvents events,
            List<IndexContribution> contributions) {
        SandboxId sandbox = current.get();
        addClassName("lab-index");
        add(new H1(getTranslation("index.title")), new Paragraph(getTranslation("index.intro")));
        Anchor board = new Anchor("score-board", getTranslation("index.board"));
        board.setId("score-board-link");
        add(new Paragraph(board));
        contributions.forEach(contribution -> add(contribution.onIndex(sandbox)));
        Map<Integer, ExerciseProgress> progress = exercises.progress(sandbox);
        Div cards = new Div();
        cards.addClassName("lab-cards");
        LABS.forEach(lab -> cards.add(card(lab, progress.get(lab.number()))));
        add(cards);
        events.refreshWhileAttached(
                this, sandbox, () -> exercises.progress(sandbox).forEach(this::showStatus));
    }

    private Div card(Lab entry, ExerciseProgress exercise) {
        int lab = entry.number();
        Div card = new Div();
        card.setId("lab-card-" + lab);
        card.addClassName("lab-card");
        card.add(
                new H2(getTranslation("index.card.heading", lab, getTranslation("index.lab." + lab + ".title"))),
                new Paragraph(getTranslation("index.lab." + lab + ".summary")),
                new Anchor(entry.route(), getTranslation("index.open", lab)));
        if (exercise != null) {
            Span status = new Span();
            status.setId("exercise-status-" + lab);
            statuses.put(lab, status);
            showStatus(lab, exercise);
            Paragraph task = new Paragraph(new Span(getTranslation("index.exercise", exercise.goal()) + " "), status);
            task.addClassName("exercise");
            card.add(task);
        }
        return card;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("index.title");
    }

    private void showStatus(int lab, ExerciseProgress exercise) {
        Span status = statuses.get(lab);
        if (status != null) {
            status.setText(getTranslation("index.status." + exercise.status()));
            status.getElement().getThemeList().set("badge", true);
            status.getElement().getThemeList().set("success", exercise.done());
        }
    }
}
