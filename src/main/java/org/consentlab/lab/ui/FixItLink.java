package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Arrays;
import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
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
            Anchor open = Verbatim.code(new Anchor("fix-it/" + mode.label(), mode.label()));
            open.setId("fixit-open-" + mode.label());
            line.add(new Span(k == 0 ? " " : ", "), open);
        }
        line.add(new Span(getTranslation("lab.fixit.end")));
    }

    /** The challenges of the failure modes whose switch lab {@code lab} holds. */
    public static FixItLink forLab(int lab) {
        return new FixItLink(
                Texts.t("lab.fixit.lab"),
                Arrays.stream(FailureMode.values())
                        .filter(mode -> mode.lab() == lab)
                        .toList());
    }

    /** The challenge of one failure mode, as its demo links to it. */
    public static FixItLink forMode(FailureMode mode) {
        return new FixItLink(Texts.t("lab.fixit.mode"), List.of(mode));
    }
}
