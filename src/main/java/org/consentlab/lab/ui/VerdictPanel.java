package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
import org.consentlab.i18n.Texts;
import org.consentlab.lab.Verdict;

/** The verdict, graded on the wire: effect, declared class, decision, and PASS or FAIL with the reason. */
class VerdictPanel extends Composite<Div> {

    private final Span headline = new Span();
    private final Paragraph reason = new Paragraph();
    private final Paragraph effect = new Paragraph();
    private final Paragraph declared = new Paragraph();
    private final Paragraph decision = new Paragraph();

    VerdictPanel() {
        headline.setId("verdict");
        reason.setId("verdict-reason");
        effect.setId("verdict-effect");
        declared.setId("verdict-declared");
        decision.setId("verdict-decision");
        Div root = getContent();
        root.addClassName("verdict-panel");
        root.add(new H2(getTranslation("lab.verdict.title")), headline, reason, effect, declared, decision);
    }

    void show(Optional<Verdict> verdict) {
        headline.setText(verdict.map(Verdict::headline).orElse(getTranslation("lab.verdict.none")));
        headline.setClassName(
                "verdict " + verdict.map(v -> v.grade().name().toLowerCase()).orElse("not_yet"));
        String shown = verdict.map(Verdict::shown).orElse("");
        quoting(reason, verdict.map(Verdict::reason).orElse(getTranslation("lab.verdict.none.reason")), shown);
        // The effect is the request on the wire (a method and a path): code, read left to right.
        effect.setText(getTranslation(
                "lab.verdict.effect",
                verdict.map(Verdict::effect).map(Texts::isolateLeftToRight).orElse("—")));
        declared.setText(getTranslation(
                "lab.verdict.declared", verdict.map(Verdict::declared).orElse("—")));
        quoting(
                decision,
                getTranslation(
                        "lab.verdict.decision", verdict.map(Verdict::decision).orElse("—")),
                shown);
    }

    /**
     * The line, with the text the person was shown set apart as what it is: the gate's words as
     * kept, quoted verbatim (English), inside a sentence in the page's language.
     */
    private static void quoting(Paragraph line, String text, String shown) {
        line.removeAll();
        int at = shown.isEmpty() ? -1 : text.indexOf(shown);
        if (at < 0) {
            line.setText(text);
            return;
        }
        Span quoted = new Span(shown);
        quoted.getElement().setAttribute("lang", "en");
        quoted.getElement().setAttribute("translate", "no");
        line.add(new Text(text.substring(0, at)), quoted, new Text(text.substring(at + shown.length())));
    }
}
