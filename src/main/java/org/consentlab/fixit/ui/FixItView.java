package org.consentlab.fixit.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.demo.DemoRunButtons;
import org.consentlab.demo.ui.TwinPair;
import org.consentlab.fixit.Challenges;
import org.consentlab.fixit.FixIt;
import org.consentlab.fixit.Graded;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.lab.ui.ExercisePanel;
import org.consentlab.lab.ui.ExercisePanels;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;

/**
 * One challenge: find the lines of the wrong design that let the agent through, then pick the fix
 * that holds, each graded on the server; once the records show it solved, the twin pair runs here
 * side by side, so the learner sees the fix hold on the wire.
 */
@Route(value = "fix-it/:name", layout = MainLayout.class)
@StyleSheet("./fixit.css")
@AnonymousAllowed
class FixItView extends Div implements BeforeEnterObserver, HasDynamicTitle {

    private final SandboxId sandbox;
    private final FixIt fixIt;
    private final DemoRunButtons runButtons;
    private final Paragraph result = new Paragraph();
    private final Div fixStep = new Div();
    private final Div holdStep = new Div();
    private String name = "";
    private final ExercisePanels exercises;
    private @Nullable ExercisePanel exercise;

    FixItView(CurrentSandbox current, FixIt fixIt, DemoRunButtons runButtons, ExercisePanels exercises) {
        this.sandbox = current.get();
        this.fixIt = fixIt;
        this.runButtons = runButtons;
        this.exercises = exercises;
        setId("fixit-page");
        addClassName("fixit-page");
        result.setId("fixit-result");
        result.addClassName("fixit-result");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Challenges.Prepared challenge =
                event.getRouteParameters().get("name").flatMap(fixIt::challenge).orElseThrow(NotFoundException::new);
        FailureMode mode = challenge.challenge().mode();
        name = mode.label();
        removeAll();
        exercise = exercises.of(sandbox, FixIt.exerciseId(name), () -> fixIt.progress(sandbox, name));
        CodeLines code = new CodeLines(challenge.snippet(), getTranslation("fixit.code-label", Texts.isolate(name)));
        Button findCheck = new Button(
                getTranslation("fixit.check-lines"), click -> answered(fixIt.find(sandbox, name, code.marked())));
        findCheck.setId("fixit-find-check");
        findCheck.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        FixCandidates candidates = new FixCandidates(challenge.candidates());
        Button fixCheck = new Button(
                getTranslation("fixit.check-fix"), click -> answered(fixIt.fix(sandbox, name, candidates.chosen())));
        fixCheck.setId("fixit-fix-check");
        fixCheck.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        fixStep.removeAll();
        fixStep.add(
                new H2(getTranslation("fixit.step.fix")),
                new Paragraph(getTranslation("fixit.step.fix.intro")),
                candidates,
                fixCheck);
        holdStep.removeAll();
        Anchor demo = new Anchor("demo/" + name, getTranslation("fixit.demo-of", Texts.isolate(name)));
        demo.setId("fixit-demo");
        holdStep.add(
                new H2(getTranslation("fixit.step.hold")),
                new Paragraph(
                        new Text(getTranslation("fixit.step.hold.before") + " "),
                        demo,
                        new Text(getTranslation("fixit.step.hold.after"))),
                new TwinPair(mode, sandbox, runButtons, UI.getCurrent()));
        RouterLink all = new RouterLink(getTranslation("fixit.all"), FixItIndexView.class);
        all.setId("fixit-all");
        add(
                all,
                new H1(getTranslation("fixit.challenge-title", Texts.isolate(name))),
                paragraph("fixit-symptom", getTranslation("fixit.symptom", mode.symptom(), mode.scenario())),
                exercise,
                new H2(getTranslation("fixit.step.find")),
                paragraph(
                        "fixit-source",
                        getTranslation(
                                "fixit.source",
                                Texts.isolate("org/consentlab/consent/"
                                        + challenge.challenge().file()))),
                code,
                findCheck,
                result,
                fixStep,
                holdStep);
        showSteps();
    }

    private void answered(Graded graded) {
        result.setText(graded.words());
        result.getElement().setAttribute("data-right", String.valueOf(graded.right()));
        LiveRegion.tell(this, graded.words());
        // The answer to a fix stands above its step: brought into view, it is read before the candidates again.
        result.scrollIntoView();
        if (exercise != null) {
            exercise.refresh();
        }
        showSteps();
    }

    /** Which steps show is read from the records, never from what the page last said. */
    private void showSteps() {
        fixStep.setVisible(fixIt.found(sandbox, name));
        holdStep.setVisible(fixIt.solved(sandbox).contains(name));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("fixit.page-title");
    }

    private static Paragraph paragraph(String id, String words) {
        Paragraph paragraph = new Paragraph(words);
        paragraph.setId(id);
        return paragraph;
    }
}
