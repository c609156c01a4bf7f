package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.lab.ExerciseProgress;
import org.consentlab.lab.LabExercises;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;

/**
 * The lab index: the labs in order, each with a one-line summary and, once built, its exercise
 * and whether this sandbox's records show it done, updated live. Labs not built yet say so.
 */
@Menu(order = 0, title = "Labs", icon = "vaadin:academy-cap")
@Route(value = "", layout = MainLayout.class)
@PageTitle("Consent Lab")
@AnonymousAllowed
class LabIndexView extends Div {

    record Lab(int number, String title, String summary, String route) {}

    static final List<Lab> LABS = List.of(
            new Lab(
                    1,
                    "Registration",
                    "What a page tells agents: feature-detect WebMCP and list the tools.",
                    "labs/registration"),
            new Lab(2, "Cart counter", "A reversible write fires at once, with undo, live in every tab.", "labs/cart"),
            new Lab(3, "Product page", "Reads need no gate; cheap reversible writes fire directly.", "labs/product"),
            new Lab(
                    4,
                    "Destructive action",
                    "delete_account: any path may ask, only a person's Confirm deletes.",
                    "labs/account"),
            new Lab(
                    5,
                    "Lifecycle and consent",
                    "Consent scales with consequence; screens lie, wires don't.",
                    "labs/lifecycle"),
            new Lab(
                    6,
                    "Dangerous actions",
                    "Risk declaration, approval, authorization and audit, together.",
                    "labs/reports"),
            new Lab(
                    7,
                    "The agent presses Confirm",
                    "Defences when an agent can click the human's button.",
                    "labs/self-approval"),
            new Lab(
                    8,
                    "Beyond yes and no",
                    "Many calls in one turn, edit before approving, a no with a reason, "
                            + "an approval bound to what was shown.",
                    "labs/decisions"));

    private final Map<Integer, Span> statuses = new HashMap<>();

    LabIndexView(
            CurrentSandbox current,
            LabExercises exercises,
            SandboxEvents events,
            List<IndexContribution> contributions) {
        SandboxId sandbox = current.get();
        addClassName("lab-index");
        add(
                new H1("Consent Lab"),
                new Paragraph("An agent can request an irreversible effect; it can never perform "
                        + "it. Each lab shows one part of that rule, graded on what reached the wire, never on the screen. "
                        + "Exercises turn done from your sandbox's real call records."));
        Anchor board =
                new Anchor("score-board", "Score board: every exercise with its difficulty, hints and your progress");
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

    private Div card(Lab lab, ExerciseProgress exercise) {
        Div card = new Div();
        card.setId("lab-card-" + lab.number());
        card.addClassName("lab-card");
        card.add(new H2(lab.number() + " · " + lab.title()), new Paragraph(lab.summary()));
        if (lab.route() == null) {
            Span coming = new Span("coming");
            coming.getElement().getThemeList().add("badge contrast");
            card.add(coming);
            return card;
        }
        card.add(new Anchor(lab.route(), "Open lab " + lab.number()));
        if (exercise != null) {
            Span status = new Span();
            status.setId("exercise-status-" + lab.number());
            statuses.put(lab.number(), status);
            showStatus(lab.number(), exercise);
            Paragraph task = new Paragraph(new Span("Exercise: " + exercise.goal() + " "), status);
            task.addClassName("exercise");
            card.add(task);
        }
        return card;
    }

    private void showStatus(int lab, ExerciseProgress exercise) {
        Span status = statuses.get(lab);
        if (status != null) {
            status.setText(exercise.status());
            status.getElement().getThemeList().set("badge", true);
            status.getElement().getThemeList().set("success", exercise.done());
        }
    }
}
