package org.consentlab.demo.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.demo.DemoRunButtons;
import org.consentlab.instructor.FailureMode;
import org.consentlab.lab.ui.FixItLink;
import org.consentlab.sandbox.CurrentSandbox;

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

    DemoView(CurrentSandbox current, DemoRunButtons runButtons) {
        this.current = current;
        this.runButtons = runButtons;
        setId("demo-page");
        addClassName("demo-page");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        FailureMode mode = event.getRouteParameters()
                .get("name")
                .flatMap(FailureMode::byLabel)
                .orElseThrow(() -> new NotFoundException("No failure mode of that name."));
        removeAll();
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
                new TwinPair(mode, current.get(), runButtons, UI.getCurrent()),
                FixItLink.forMode(mode));
    }

    private static Paragraph text(String id, String words) {
        Paragraph paragraph = new Paragraph(words);
        paragraph.setId(id);
        return paragraph;
    }
}
