package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
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
        reason.setText(verdict.map(Verdict::reason).orElse(getTranslation("lab.verdict.none.reason")));
        effect.setText(getTranslation(
                "lab.verdict.effect", verdict.map(Verdict::effect).orElse("—")));
        declared.setText(getTranslation(
                "lab.verdict.declared", verdict.map(Verdict::declared).orElse("—")));
        decision.setText(getTranslation(
                "lab.verdict.decision", verdict.map(Verdict::decision).orElse("—")));
    }
}
