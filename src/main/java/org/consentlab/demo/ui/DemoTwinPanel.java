package org.consentlab.demo.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.consentlab.demo.DemoSide;
import org.consentlab.demo.DemoStep;
import org.consentlab.demo.DemoVerdict;
import org.consentlab.toolcall.ui.WireList;

/**
 * One side of a demo: the design it runs, the scenario's steps as they happen, the wire of its own
 * throw-away sandbox, and the verdict graded on that wire.
 */
class DemoTwinPanel extends Composite<Div> {

    private final OrderedList steps = new OrderedList();
    private final Span verdict = new Span();
    private final Paragraph why = new Paragraph();
    private final WireList wire;

    DemoTwinPanel(DemoSide side, String design) {
        String id = "demo-" + side.id();
        Div panel = getContent();
        panel.setId(id);
        panel.addClassNames("demo-twin", id);
        steps.setId(id + "-steps");
        steps.addClassName("demo-steps");
        verdict.setText(getTranslation("demo.verdict.not-run"));
        verdict.setId(id + "-verdict");
        verdict.getElement().getThemeList().add("badge");
        why.setId(id + "-why");
        wire = new WireList(id + "-wire");
        wire.getElement().getClassList().add("demo-wire");
        Div verdictLine = new Div(new Span(getTranslation("demo.verdict") + " "), verdict);
        verdictLine.addClassName("demo-verdict");
        // Verdict and wire first: they stay in view while the steps grow below them.
        panel.add(
                new H2(side.title()),
                new Paragraph(design),
                verdictLine,
                why,
                new H3(getTranslation("demo.wire")),
                wire,
                new H3(getTranslation("demo.steps")),
                steps);
    }

    void clear() {
        steps.removeAll();
        verdict.setText(getTranslation("demo.verdict.running"));
        verdict.getElement().getThemeList().remove("success");
        verdict.getElement().getThemeList().remove("error");
        why.removeAll();
        wire.show(List.of());
    }

    void step(DemoStep step) {
        steps.add(StepLine.of(step));
    }

    void finished(DemoVerdict graded) {
        verdict.setText(graded.label());
        verdict.getElement().getThemeList().add(graded.pass() ? "success" : "error");
        // The requests and what the agent was told, quoted as they were: English, left to right.
        StepLine.fill(
                why,
                new DemoStep(
                        graded.whyKey(),
                        graded.whyArguments().stream()
                                .<Object>map(DemoStep.Said::new)
                                .toList()));
        wire.show(graded.wire());
    }

    void notRun() {
        verdict.setText(getTranslation("demo.verdict.not-run"));
    }
}
