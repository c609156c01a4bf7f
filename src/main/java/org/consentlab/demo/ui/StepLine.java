package org.consentlab.demo.ui;

import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.html.ListItem;
import org.consentlab.demo.DemoStep;
import org.consentlab.i18n.EnglishInside;
import org.consentlab.i18n.Texts;

/**
 * A demo step as the page shows it: its sentence in the page's language, and inside it what was
 * said (to the agent, by the page) as it was said, in a span of its own that says it is English and
 * runs left to right, so a screen reader and a translator leave it as it is.
 */
final class StepLine {

    private StepLine() {}

    static ListItem of(DemoStep step) {
        ListItem line = new ListItem();
        fill(line, step);
        return line;
    }

    /** Adds the step's sentence to {@code line}: its words as text, what was said as English spans. */
    static void fill(HasComponents line, DemoStep step) {
        EnglishInside.fill(line, said -> Texts.t(step.key(), step.arguments(said)), DemoStep.Said::text);
    }
}
