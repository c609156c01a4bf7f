package org.consentlab.fixit.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
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
import java.util.Set;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.fixit.Challenges;
import org.consentlab.fixit.FixIt;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.CurrentSandbox;

/** Every challenge, with the failure mode's symptom and whether the sandbox's records show it solved. */
@Menu(order = 12.5, title = "Find it, fix it", icon = "vaadin:bug")
@Route(value = "fix-it", layout = MainLayout.class)
@PageTitle("Find it, fix it · Consent Lab")
@StyleSheet("fixit.css")
@AnonymousAllowed
class FixItIndexView extends Div {

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
            open.setId("fixit-" + mode.label());
            Span status = new Span(solved.contains(mode.label()) ? "done" : "open");
            status.setId("fixit-status-" + mode.label());
            status.getElement().getThemeList().set("badge", true);
            status.getElement().getThemeList().set("success", solved.contains(mode.label()));
            Span where = new Span("Lab " + mode.lab() + " · " + mode.symptom());
            where.addClassName("fixit-symptom");
            index.add(new ListItem(open, status, where));
        }
        add(
                new H1("Find it, fix it"),
                new Paragraph("Every failure mode in this lab is real code in this build, beside its correct twin. "
                        + "Read the wrong design's code, mark the lines that let the agent through, and pick the fix "
                        + "that holds; then run the twin pair and watch the fix hold on the wire. "
                        + String.format(
                                "%d of %d solved.",
                                solved.size(), fixIt.challenges().size())),
                index);
    }
}
