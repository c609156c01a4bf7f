package org.consentlab.demo.ui;

import com.vaadin.flow.component.UI;
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
import org.consentlab.base.ui.MainLayout;
import org.consentlab.demo.DemoRunButtons;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.lab.ui.FixItLink;
import org.consentlab.sandbox.CurrentSandbox;

/**
 * One failure mode beside its correct twin: the symptom, the scenario, the wrong design and the
 * fix in words, and Run, which plays the scenario in both twins at once while the page follows.
 */
@Route(value = "demo/:name", layout = MainLayout.class)
@AnonymousAllowed
class DemoView extends Div implements BeforeEnterObserver, HasDynamicTitle {

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
                .orElseThrow(NotFoundException::new);
        removeAll();
        RouterLink all = new RouterLink(getTranslation("demo.all"), DemoIndexView.class);
        all.setId("demo-all");
        add(
                all,
                new H1(getTranslation("demo.title", Texts.isolate(mode.label()))),
                text("demo-symptom", getTranslation("demo.symptom", mode.symptom())),
                new H2(getTranslation("demo.scenario")),
                text("demo-scenario", mode.scenario()),
                new Paragraph(getTranslation("demo.throw-away")),
                new TwinPair(mode, current.get(), runButtons, UI.getCurrent()),
                FixItLink.forMode(mode));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("demo.page-title");
    }

    private static Paragraph text(String id, String words) {
        Paragraph paragraph = new Paragraph(words);
        paragraph.setId(id);
        return paragraph;
    }
}
