package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import java.util.List;
import org.consentlab.base.ui.MainLayout;

/** The lab index: the labs in order, each with a one-line summary; labs not built yet say so. */
@Route(value = "", layout = MainLayout.class)
@PageTitle("Consent Lab")
class LabIndexView extends Div {

    private record Lab(int number, String title, String summary, String route) {
    }

    private static final List<Lab> LABS = List.of(
            new Lab(1, "Registration", "What a page tells agents: feature-detect WebMCP and list the tools.", null),
            new Lab(2, "Cart counter", "A reversible write fires at once, with undo, live in every tab.", null),
            new Lab(3, "Product page", "Reads need no gate; cheap reversible writes fire directly.", null),
            new Lab(4, "Destructive action", "delete_account: any path may ask, only a person's Confirm deletes.",
                    "labs/account"),
            new Lab(5, "Lifecycle and consent", "Consent scales with consequence; screens lie, wires don't.", null),
            new Lab(6, "Dangerous actions", "Risk declaration, approval, authorization and audit, together.",
                    "labs/reports"),
            new Lab(7, "The agent presses Confirm", "Defences when an agent can click the human's button.", null));

    LabIndexView() {
        addClassName("lab-index");
        add(new H1("Consent Lab"), new Paragraph("An agent can request an irreversible effect; it can never perform "
                + "it. Each lab shows one part of that rule, graded on what reached the wire, never on the screen."));
        Div cards = new Div();
        cards.addClassName("lab-cards");
        LABS.forEach(lab -> cards.add(card(lab)));
        add(cards);
    }

    private static Div card(Lab lab) {
        Div card = new Div();
        card.setId("lab-card-" + lab.number());
        card.addClassName("lab-card");
        card.add(new H3(lab.number() + " · " + lab.title()), new Paragraph(lab.summary()));
        if (lab.route() == null) {
            Span coming = new Span("coming");
            coming.getElement().getThemeList().add("badge contrast");
            card.add(coming);
        } else {
            card.add(new Anchor(lab.route(), "Open lab " + lab.number()));
        }
        return card;
    }
}
