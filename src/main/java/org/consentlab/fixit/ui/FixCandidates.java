package org.consentlab.fixit.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.fixit.Challenge;

/**
 * The candidate fixes as diffs, each a toggle button ({@code fixit-fix-<k>}, {@code aria-pressed});
 * one at a time is chosen. Removed lines start with a minus and added ones with a plus, in the text
 * itself, so a screen reader and a monochrome projector read the difference too.
 */
class FixCandidates extends Composite<Div> {

    private final List<NativeButton> options = new ArrayList<>();
    private int chosen;

    FixCandidates(List<Challenge.Candidate> candidates) {
        Div group = getContent();
        group.setId("fixit-fixes");
        group.addClassName("fixit-fixes");
        group.getElement().setAttribute("role", "group");
        group.getElement().setAttribute("aria-label", getTranslation("fixit.candidates"));
        for (int k = 1; k <= candidates.size(); k++) {
            options.add(option(k, candidates.get(k - 1)));
        }
        options.forEach(group::add);
    }

    /** The chosen candidate, counted from 1; 0 while none is chosen. */
    int chosen() {
        return chosen;
    }

    private NativeButton option(int number, Challenge.Candidate candidate) {
        NativeButton option = new NativeButton();
        option.setId("fixit-fix-" + number);
        option.addClassName("fixit-fix");
        option.getElement().setAttribute("aria-pressed", "false");
        Span title = new Span(getTranslation("fixit.fix-number", number));
        title.addClassName("fixit-fix-title");
        option.add(title);
        for (String line : candidate.diff().split("\n")) {
            Span diffLine = new Span(line);
            // A diff is code: never translated, left to right inside a right-to-left page.
            diffLine.getElement().setAttribute("translate", "no");
            diffLine.getElement().setAttribute("dir", "ltr");
            diffLine.addClassNames(
                    "fixit-diff", line.startsWith("+") ? "added" : line.startsWith("-") ? "removed" : "context");
            option.add(diffLine);
        }
        option.addClickListener(click -> choose(number));
        return option;
    }

    private void choose(int number) {
        chosen = number;
        for (int k = 0; k < options.size(); k++) {
            options.get(k).getElement().setAttribute("aria-pressed", String.valueOf(k + 1 == number));
        }
    }
}
