package org.consentlab.lab.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.consentlab.agent.TranscriptEntry;
import org.consentlab.agent.TurnTranscript;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.ToolCall;

/**
 * Lab 8's transcript of the shown turn, read from the records ({@link TurnTranscript}): it is the
 * same after a reload, at the page's own text size, one line per call and per result in the order the
 * calls were sent, then the agent's second turn. Agent text is set as text, never as markup, and
 * stays the English the agent wrote and got (the line's kind is in the page's language).
 */
class TurnTranscriptView extends Composite<Div> {

    private final OrderedList lines = new OrderedList();
    private final Paragraph none = new Paragraph();
    private List<TranscriptEntry> shown = List.of();

    TurnTranscriptView() {
        Div root = getContent();
        root.setId("decisions-transcript");
        root.addClassName("turn-transcript");
        lines.addClassName("turn-transcript-lines");
        none.addClassName("meta");
        none.setText(getTranslation("decisions.transcript.none"));
        root.add(new H2(getTranslation("decisions.transcript.title")), none, lines);
    }

    /** The turn's calls, gated or not; redrawn only when a line changed, so a reader's place holds. */
    void show(List<ToolCall> turn) {
        List<TranscriptEntry> now = TurnTranscript.of(turn);
        if (now.equals(shown)) {
            return;
        }
        shown = now;
        none.setVisible(now.isEmpty());
        lines.removeAll();
        now.forEach(entry -> {
            // The kind is the page's word; the text is the agent's own, in English, as it was, set apart from
            // the sentence around it so that it keeps its direction inside Arabic.
            ListItem line = new ListItem(getTranslation(
                            "decisions.transcript.kind." + entry.kind().label()) + ": " + Texts.isolate(entry.text()));
            line.addClassNames("transcript-line", "transcript-" + entry.kind().label());
            lines.add(line);
        });
    }
}
