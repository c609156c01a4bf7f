package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Arrays;
import java.util.List;
import org.consentlab.instructor.FailureMode;

/**
 * The way from a lab page or a failure-mode demo to the find-it-fix-it challenges of its wrong
 * designs ({@code /fix-it/<name>}), where the learner reads the code that let the agent through.
 * It links by route, so the labs and the demos need nothing of the challenges themselves.
 */
public class FixItLink extends Composite<Paragraph> {

    private FixItLink(String lead, List<FailureMode> modes) {
        Paragraph line = getContent();
        line.setId("fixit-link");
        line.addClassName("fixit-link");
        line.add(new Span(lead));
        for (int k = 0; k < modes.size(); k++) {
            FailureMode mode = modes.get(k);
            Anchor open = new Anchor("fix-it/" + mode.label(), mode.label());
            open.setId("fixit-open-" + mode.label());
            line.add(new Span(k == 0 ? " " : ", "), open);
        }
        line.add(new Span("."));
    }

    /** The challenges of the failure modes whose switch lab {@code lab} holds. */
    public static FixItLink forLab(int lab) {
        return new FixItLink(
                "Find it, fix it: read the code of this lab's wrong designs, mark the lines that let the agent "
                        + "through, and pick the fix:",
                Arrays.stream(FailureMode.values())
                        .filter(mode -> mode.lab() == lab)
                        .toList());
    }

    /** The challenge of one failure mode, as its demo links to it. */
    public static FixItLink forMode(FailureMode mode) {
        return new FixItLink("Find it, fix it: read this wrong design's code and pick the fix:", List.of(mode));
    }
}
