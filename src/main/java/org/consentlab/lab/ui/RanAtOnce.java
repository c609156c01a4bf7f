package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.ToolCall;

/**
 * The calls of the shown turn that needed no decision (a read, a reversible write): one row each,
 * with what the tool answered. They ran as they arrived, so they are listed below the batch for the
 * whole turn to be in view, but they carry no control: there is nothing left to decide.
 */
class RanAtOnce extends Composite<Div> {

    private List<String> shown = List.of();

    RanAtOnce() {
        getContent().setId("batch-ran-at-once");
        getContent().addClassName("batch-ran-at-once");
    }

    void show(List<ToolCall> ran) {
        List<String> now =
                ran.stream().map(call -> call.id() + " " + call.state()).toList();
        if (now.equals(shown)) {
            return;
        }
        shown = now;
        getContent().removeAll();
        getContent().setVisible(!ran.isEmpty());
        if (!ran.isEmpty()) {
            getContent().add(new Paragraph(getTranslation("decisions.ran-at-once")));
        }
        ran.forEach(call -> {
            // Not a heading: the rows are a footnote to the batch, not a part of the page's outline.
            Paragraph title = new Paragraph(getTranslation(
                    "decisions.ran-at-once.call", Texts.isolate(call.tool()), String.valueOf(call.id())));
            title.addClassName("batch-ran-title");
            // The state's name and the text the agent got, both as the records keep them.
            Paragraph answer = new Paragraph(
                    call.state().label() + ": " + Texts.isolate(call.resultText() == null ? "" : call.resultText()));
            answer.getElement().setAttribute("translate", "no");
            answer.addClassName("meta");
            Div row = new Div(title, answer);
            row.setId("batch-ran-" + call.id());
            row.addClassName("batch-ran");
            getContent().add(row);
        });
    }
}
