package org.consentlab.demo.ui;

import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.consentlab.demo.DemoStep;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;

/**
 * A demo step as the page shows it: its sentence in the page's language, and inside it what was
 * said (to the agent, by the page) as it was said, in a span of its own that says it is English and
 * runs left to right, so a screen reader and a translator leave it as it is.
 */
final class StepLine {

    // Private-use characters stand in for what was said while the bundle's pattern is filled in.
    private static final Pattern SAID = Pattern.compile("\uE000(\\d+)\uE001");

    private StepLine() {}

    static ListItem of(DemoStep step) {
        ListItem line = new ListItem();
        fill(line, step);
        return line;
    }

    /** Adds the step's sentence to {@code line}: its words as text, what was said as English spans. */
    static void fill(HasComponents line, DemoStep step) {
        List<DemoStep.Said> said = new ArrayList<>();
        String sentence = Texts.t(step.key(), step.arguments(text -> {
            said.add(text);
            return "\uE000" + (said.size() - 1) + "\uE001";
        }));
        Matcher matcher = SAID.matcher(sentence);
        int from = 0;
        while (matcher.find()) {
            line.add(new Text(sentence.substring(from, matcher.start())));
            line.add(Verbatim.english(
                    new Span(said.get(Integer.parseInt(matcher.group(1))).text())));
            from = matcher.end();
        }
        line.add(new Text(sentence.substring(from)));
    }
}
