package org.consentlab.demo.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.instructor.FailureMode;

/** Every failure mode's demo, one line each: what goes wrong, and a link to see it beside its correct twin. */
@Menu(order = 12, title = "Failure-mode demos", icon = "vaadin:split")
@Route(value = "demo", layout = MainLayout.class)
@PageTitle("Failure-mode demos · Consent Lab")
@AnonymousAllowed
class DemoIndexView extends Div {

    DemoIndexView() {
        setId("demo-index");
        addClassName("demo-page");
        UnorderedList list = new UnorderedList();
        list.addClassName("demo-list");
        for (FailureMode mode : FailureMode.values()) {
            RouterLink link = new RouterLink(mode.label(), DemoView.class, new RouteParameters("name", mode.label()));
            link.setId("demo-link-" + mode.label());
            Span symptom = new Span(" — " + mode.symptom() + ". ");
            Span scenario = new Span(mode.scenario());
            scenario.addClassName("demo-scenario-line");
            list.add(new ListItem(link, symptom, scenario));
        }
        add(
                new H1("Failure modes beside their correct twins"),
                new Paragraph(
                        "Each demo plays one scripted scenario twice, side by side: once with the wrong design switched on, "
                                + "once with the correct design. Both run in throw-away sandboxes of their own, so nobody's "
                                + "work is touched, and each is graded on the wire: what really reached the system of record."),
                list);
    }
}
