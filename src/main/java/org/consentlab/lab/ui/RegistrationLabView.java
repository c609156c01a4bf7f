package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.shared.Registration;
import org.consentlab.base.ui.MainLayout;
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
@PageTitle("Lab 1 · Registration · Consent Lab")
@AnonymousAllowed
class RegistrationLabView extends Div {

    static final String ROUTE = "/labs/registration";

    private final SandboxId sandbox;
    private final LabSidePanel side;
    private final Span status = new Span("checking this browser…");
    private final ExercisePanel exercise;

    RegistrationLabView(CurrentSandbox current, ToolRegistry registry, LabSurfaces surfaces, SandboxEvents events) {
        this.sandbox = current.get();
        addClassName("lab-layout");
        status.setId("webmcp-status");
        String[] names = registry.all().stream().map(Tool::name).toArray(String[]::new);
        exercise = surfaces.exercise(sandbox, 1);
        Div lab = new Div(
                new H1("Lab 1 · Registration"),
                new Paragraph(
                        "A page can offer its tools to an in-browser agent through the WebMCP API: it registers each tool's "
                                + "name, description, input schema and annotations. The API is new and often absent, so the "
                                + "page feature-detects it: document.modelContext first, then navigator.modelContext. Without "
                                + "it, every tool still works through the page's own buttons, the Tool Inspector and the agent panel."),
                exercise,
                new Div(new Span("WebMCP API found: "), status),
                new H2("Tools this page registers when the browser has WebMCP"),
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
        status.setText(api);
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("success", !"none".equals(api));
    }
}
