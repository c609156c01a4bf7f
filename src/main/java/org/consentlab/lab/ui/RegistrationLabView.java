package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.shared.Registration;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.inspector.ui.ToolList;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;

/**
 * Lab 1: what a page tells agents. The page's WebMCP bridge feature-detects the API once and
 * reports what it found, which is what the status shows; the page lists the tools it registers
 * there and works fully through its own paths when there is no API.
 */
@Menu(order = 1, title = "1 · Registration", icon = "vaadin:plug")
@Route(value = "labs/registration", layout = MainLayout.class)
@AnonymousAllowed
class RegistrationLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/registration";

    private final SandboxId sandbox;
    private final LabSidePanel side;
    private final Span status = new Span();
    private final ExercisePanel exercise;

    RegistrationLabView(CurrentSandbox current, ToolRegistry registry, LabSurfaces surfaces, SandboxEvents events) {
        this.sandbox = current.get();
        addClassName("lab-layout");
        status.setId("webmcp-status");
        status.setText(getTranslation("lab.1.checking"));
        String[] names = registry.all().stream().map(Tool::name).toArray(String[]::new);
        exercise = surfaces.exercise(sandbox, 1);
        Div lab = new Div(
                new H1(getTranslation("lab.1.title")),
                new Paragraph(getTranslation(
                        "lab.1.intro",
                        Texts.isolate("document.modelContext"),
                        Texts.isolate("navigator.modelContext"))),
                exercise,
                new Div(new Span(getTranslation("lab.1.found") + " "), status),
                new H2(getTranslation("lab.1.registers")),
                new ToolList("registered-tools", registry.declarations(names)));
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(new LabSurfaces.Page(sandbox, current.sessionRef(), ROUTE), names);
        add(lab, side);
        events.refreshWhileAttached(this, sandbox, () -> {
            exercise.refresh();
            side.refresh();
        });
        addAttachListener(attach -> {
            Registration detection = side.webMcp().onDetected(this::detected);
            addDetachListener(detach -> {
                detection.remove();
                detach.unregisterListener();
            });
        });
    }

    private void detected(String api) {
        // The bridge only ever passes on one of its three known words, whatever the browser said.
        // The bridge's word is the API's own name, code in every language; only "none" is a word.
        if ("none".equals(api)) {
            status.setText(getTranslation("lab.1.api-none"));
        } else {
            status.setText(api);
            Verbatim.code(status);
        }
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("success", !"none".equals(api));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("lab.1.page-title");
    }
}
