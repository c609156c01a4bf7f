package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.consentlab.i18n.Texts;
import org.consentlab.lifecycle.ActionTerms;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;

/** The launch policy's four rungs, each with what it requires before the effect; the action's rung is marked. */
class PolicyLadderPanel extends Composite<Div> {

    private final Div rungs = new Div();
    private final Paragraph why = new Paragraph();

    PolicyLadderPanel() {
        rungs.setId("lifecycle-ladder");
        rungs.addClassName("policy-ladder");
        why.setId("lifecycle-policy-why");
        why.addClassName("muted");
        getContent().add(new H2(getTranslation("lifecycle.ladder.title")), rungs, why);
    }

    void show(ActionTerms action) {
        rungs.removeAll();
        for (RequiredDecision rung : RequiredDecision.values()) {
            String name = rung.name().toLowerCase();
            Div row = new Div(
                    new Span(getTranslation("lab.reversibility." + classOf(rung).label())),
                    new Span(getTranslation("lifecycle.ladder.rung", getTranslation("lab.rung." + name))),
                    new Span(getTranslation("lifecycle.requirement." + name)));
            row.setId("ladder-rung-" + rung.name().toLowerCase().replace('_', '-'));
            row.addClassName("rung");
            if (rung == action.required()) {
                row.addClassName("current");
                row.getElement().setAttribute("aria-current", "step");
                row.add(here("▲ " + getTranslation("lifecycle.ladder.here", Texts.isolate(action.tool()))));
            } else if (action.raisedByArguments().filter(rung::equals).isPresent()) {
                row.addClassName("raised");
                row.add(here("▲ " + getTranslation("lifecycle.ladder.raised", Texts.isolate(action.tool()))));
            }
            rungs.add(row);
        }
        why.setText(action.why());
    }

    private static Span here(String text) {
        Span here = new Span(text);
        here.addClassName("here");
        return here;
    }

    /** The reversibility class whose rung this is. */
    private static Reversibility classOf(RequiredDecision rung) {
        return switch (rung) {
            case NONE -> Reversibility.REVERSIBLE_BY_USER;
            case EXPLICIT_CONSENT -> Reversibility.REVERSIBLE_BY_OPERATOR;
            case CONSENT_NAMING_CONSEQUENCE -> Reversibility.IRREVERSIBLE_BOUNDED;
            case APPROVAL_OUTSIDE_RUN -> Reversibility.IRREVERSIBLE_UNBOUNDED;
        };
    }
}
