package org.consentlab.fixit.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
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
import java.util.Set;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.fixit.Challenges;
import org.consentlab.fixit.FixIt;
import org.consentlab.i18n.TranslatedPage;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.CurrentSandbox;

/** Every challenge, with the failure mode's symptom and whether the sandbox's records show it solved. */
@Menu(order = 12.5, title = "Find it, fix it", icon = "vaadin:bug")
@Route(value = "fix-it", layout = MainLayout.class)
@StyleSheet("./fixit.css")
@AnonymousAllowed
class FixItIndexView extends Div implements HasDynamicTitle, TranslatedPage {

    FixItIndexView(CurrentSandbox current, FixIt fixIt) {
        setId("fixit-index-page");
        addClassName("fixit-page");
        Set<String> solved = fixIt.solved(current.get());
        UnorderedList index = new UnorderedList();
        index.setId("fixit-index");
        index.addClassName("fixit-index");
        for (Challenges.Prepared challenge : fixIt.challenges()) {
            FailureMode mode = challenge.challenge().mode();
            RouterLink open = new RouterLink(mode.label(), FixItView.class, new RouteParameters("name", mode.label()));
            // The mode's name is an id: left to right and never translated, in every language.
            open.getElement().setAttribute("translate", "no");
            open.addClassName("ltr");
            open.setId("fixit-" + mode.label());
            Span status =
                    new Span(getTranslation(solved.contains(mode.label()) ? "fixit.status.done" : "fixit.status.open"));
            status.setId("fixit-status-" + mode.label());
            status.getElement().getThemeList().set("badge", true);
            status.getElement().getThemeList().set("success", solved.contains(mode.label()));
            Span where = new Span(getTranslation("fixit.index.where", mode.lab(), mode.symptom()));
            where.addClassName("fixit-symptom");
            index.add(new ListItem(open, status, where));
        }
        add(
                new H1(getTranslation("fixit.title")),
                new Paragraph(getTranslation(
                        "fixit.index.intro", solved.size(), fixIt.challenges().size())),
                index);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("fixit.page-title");
    }
}
