package org.consentlab.demo.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.EnumMap;
import java.util.Map;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.base.ui.Pushes;
import org.consentlab.demo.DemoListener;
import org.consentlab.demo.DemoRunButtons;
import org.consentlab.demo.DemoSide;
import org.consentlab.demo.DemoVerdict;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.security.ClientAddress;

/**
 * One failure mode beside its correct twin: the symptom, the scenario, the wrong design and the
 * fix in words, and Run, which plays the scenario in both twins at once while the page follows.
 */
@Route(value = "demo/:name", layout = MainLayout.class)
@PageTitle("Failure-mode demo · Consent Lab")
@AnonymousAllowed
class DemoView extends Div implements BeforeEnterObserver {

    private final CurrentSandbox current;
    private final DemoRunButtons runButtons;
    private final Map<DemoSide, DemoTwinPanel> panels = new EnumMap<>(DemoSide.class);
    private final Paragraph progress = new Paragraph();
    private int running;
    private Button run = new Button();

    DemoView(CurrentSandbox current, DemoRunButtons runButtons) {
        this.current = current;
        this.runButtons = runButtons;
        setId("demo-page");
        addClassName("demo-page");
        progress.setId("demo-progress");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        FailureMode mode = event.getRouteParameters()
                .get("name")
                .flatMap(FailureMode::byLabel)
                .orElseThrow(() -> new NotFoundException("No failure mode of that name."));
        removeAll();
        // A tester's script waits on data-run; it says "idle" before the first run, not nothing.
        progress.setText("Press Run to play the scenario in both twins.");
        progress.getElement().setAttribute("data-run", "idle");
        panels.put(DemoSide.WRONG, new DemoTwinPanel(DemoSide.WRONG, mode.wrongDesign()));
        panels.put(DemoSide.CORRECT, new DemoTwinPanel(DemoSide.CORRECT, mode.fix()));
        run = runButtons.runButton(mode, current.get(), ClientAddress.current(), new Follow(UI.getCurrent()));
        run.addClickListener(click -> started());
        Div twins = new Div(panels.get(DemoSide.WRONG), panels.get(DemoSide.CORRECT));
        twins.addClassName("demo-twins");
        RouterLink all = new RouterLink("All failure-mode demos", DemoIndexView.class);
        all.setId("demo-all");
        add(
                all,
                new H1("Failure mode · " + mode.label()),
                text("demo-symptom", "What goes wrong: " + mode.symptom() + "."),
                new H2("The scenario"),
                text("demo-scenario", mode.scenario()),
                new Paragraph("Both twins run in throw-away sandboxes made for this run; yours is not touched. "
                        + "The verdict is graded on the wire, never on the screen."),
                new HorizontalLayout(run, progress),
                twins);
    }

    private void started() {
        running = panels.size();
        run.setEnabled(false);
        panels.values().forEach(DemoTwinPanel::clear);
        progress.setText("Running in both twins…");
        progress.getElement().setAttribute("data-run", "running");
    }

    private void finished(DemoSide side, DemoVerdict verdict) {
        panels.get(side).finished(verdict);
        if (--running == 0) {
            progress.setText("Done. Run it again to watch once more.");
            progress.getElement().setAttribute("data-run", "done");
            run.setEnabled(true);
        }
    }

    private void refused(String why) {
        running = 0;
        panels.values().forEach(DemoTwinPanel::notRun);
        progress.setText(why);
        progress.getElement().setAttribute("data-run", "refused");
        run.setEnabled(true);
    }

    private static Paragraph text(String id, String words) {
        Paragraph paragraph = new Paragraph(words);
        paragraph.setId(id);
        return paragraph;
    }

    /** Follows the run from its own threads, by server push. */
    private final class Follow implements DemoListener {

        private final UI ui;

        private Follow(UI ui) {
            this.ui = ui;
        }

        @Override
        public void step(DemoSide side, String text) {
            Pushes.access(ui, () -> panels.get(side).step(text));
        }

        @Override
        public void finished(DemoSide side, DemoVerdict verdict) {
            Pushes.access(ui, () -> DemoView.this.finished(side, verdict));
        }

        @Override
        public void refused(String why) {
            Pushes.access(ui, () -> DemoView.this.refused(why));
        }
    }
}
