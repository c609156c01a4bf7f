package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Paragraph;
import java.util.Arrays;
import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.jsoup.nodes.Entities;

/**
 * The way from a lab page or a failure-mode demo to the find-it-fix-it challenges of its wrong
 * designs ({@code /fix-it/<name>}), where the learner reads the code that let the agent through.
 * It links by route, so the labs and the demos need nothing of the challenges themselves.
 */
public class FixItLink extends Composite<Paragraph> {

    /**
     * The line is the paragraph's markup rather than components: nothing on it changes while the
     * page is open, and as components (a span and a text for each piece) it took a dozen of Vaadin's
     * state nodes that every open page keeps on the server. The links keep their ids and are plain
     * in-app links, as an {@code Anchor} is.
     */
    private FixItLink(String lead, List<FailureMode> modes) {
        Paragraph line = getContent();
        line.setId("fixit-link");
        line.addClassName("fixit-link");
        StringBuilder markup = new StringBuilder(span(lead));
        for (int k = 0; k < modes.size(); k++) {
            String label = Entities.escape(modes.get(k).label());
            // A mode's name is code: kept left to right and untranslated, as Verbatim.code marks it.
            markup.append(span(k == 0 ? " " : ", "))
                    .append("<a href=\"fix-it/%s\" id=\"fixit-open-%s\" translate=\"no\" class=\"ltr\">%s</a>"
                            .formatted(label, label, label));
        }
        markup.append(span(getTranslation("lab.fixit.end")));
        // Interned: every open page of the lab in the same language shows the same line, held once.
        line.getElement().setProperty("innerHTML", markup.toString().intern());
    }

    private static String span(String text) {
        return "<span>" + Entities.escape(text) + "</span>";
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
