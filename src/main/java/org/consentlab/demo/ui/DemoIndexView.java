package org.consentlab.demo.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.TranslatedPage;
import org.consentlab.instructor.FailureMode;

/** Every failure mode's demo, one line each: what goes wrong, and a link to see it beside its correct twin. */
@Menu(order = 12, title = "Failure-mode demos", icon = "vaadin:split")
@Route(value = "demo", layout = MainLayout.class)
@AnonymousAllowed
class DemoIndexView extends Div implements HasDynamicTitle, TranslatedPage {

    DemoIndexView() {
        setId("demo-index");
        addClassName("demo-page");
        UnorderedList list = new UnorderedList();
        list.addClassName("demo-list");
        for (FailureMode mode : FailureMode.values()) {
            RouterLink link = new RouterLink(mode.label(), DemoView.class, new RouteParameters("name", mode.label()));
            // The mode's name is an id: left to right and never translated, in every language.
            link.getElement().setAttribute("translate", "no");
            link.addClassName("ltr");
            link.setId("demo-link-" + mode.label());
            Span symptom = new Span(" " + getTranslation("demo.index.symptom", mode.symptom()) + " ");
            Span scenario = new Span(mode.scenario());
            scenario.addClassName("demo-scenario-line");
            list.add(new ListItem(link, symptom, scenario));
        }
        add(new H1(getTranslation("demo.index.title")), new Paragraph(getTranslation("demo.index.intro")), list);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("demo.index.page-title");
    }
}
