package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.shared.Registration;
import java.util.Set;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.inspector.ui.ToolList;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;

/**
 * Lab 1: what a page tells agents. The browser feature-detects the WebMCP API and reports what
 * it found; the page lists the tools it would register and works fully through its own paths.
 */
@Route(value = "labs/registration", layout = MainLayout.class)
@PageTitle("Lab 1 · Registration · Consent Lab")
class RegistrationLabView extends Div {

    static final String ROUTE = "/labs/registration";
    /** document.modelContext first, then navigator.modelContext; whatever the browser says is checked here. */
    private static final String DETECT = "return ('modelContext' in document) ? 'document.modelContext'"
            + " : (('modelContext' in navigator) ? 'navigator.modelContext' : 'none')";
    private static final Set<String> ANSWERS = Set.of("document.modelContext", "navigator.modelContext", "none");

    private final SandboxId sandbox;
    private final LabSidePanel side;
    private final Span status = new Span("checking this browser…");

    RegistrationLabView(CurrentSandbox current, ToolRegistry registry, LabSurfaces surfaces, SandboxEvents events) {
        this.sandbox = current.get();
        addClassName("lab-layout");
        status.setId("webmcp-status");
        String[] names = registry.all().stream().map(Tool::name).toArray(String[]::new);
        Div lab = new Div(new H2("Lab 1 · Registration"), new Paragraph(
                "A page can offer its tools to an in-browser agent through the WebMCP API: it registers each tool's "
                        + "name, description, input schema and annotations. The API is new and often absent, so the "
                        + "page feature-detects it: document.modelContext first, then navigator.modelContext. Without "
                        + "it, every tool still works through the page's own buttons, the Tool Inspector and the agent panel."),
                new Div(new Span("WebMCP API found: "), status),
                new H3("Tools this page would register"),
                new ToolList("registered-tools", registry.declarations(names)));
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(new LabSurfaces.Page(sandbox, current.sessionRef(), ROUTE), names);
        add(lab, side);
        events.refreshWhileAttached(this, sandbox, side::refresh);
        addAttachListener(attach -> getElement().executeJs(DETECT).then(String.class, this::detected,
                error -> status.setText("none (detection failed: " + error + ")")));
    }

    private void detected(String answer) {
        // The answer comes from the browser, so only the three known words are shown as found.
        status.setText(ANSWERS.contains(answer) ? answer : "none (the browser answered something unexpected)");
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("success", !"none".equals(answer) && ANSWERS.contains(answer));
    }
}
