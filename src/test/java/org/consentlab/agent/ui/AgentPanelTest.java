package org.consentlab.agent.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import java.util.ArrayList;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.agent.AgentScript;
import org.consentlab.agent.ClaimCheck;
import org.consentlab.agent.TranscriptEntry;
import org.consentlab.agent.TranscriptEntry.Kind;
import org.junit.jupiter.api.Test;

/** The panel alone, fed a launcher that answers at once, as a finished agent would. */
class AgentPanelTest extends LabBrowserlessTest {

    @Test
    void showsStreamedArgsInPlaceTextAsTextAndTheVerdict() {
        List<AgentScript> started = new ArrayList<>();
        AgentPanel panel = new AgentPanel((script, out) -> {
            started.add(script);
            out.entry(new TranscriptEntry(Kind.CALL, 7L, "calls delete_account (call #7, input-streaming)"));
            out.entry(new TranscriptEntry(Kind.ARGS, 7L, "{\"rea"));
            out.entry(new TranscriptEntry(Kind.ARGS, 7L, "{\"reason\":\"x\"}"));
            out.entry(new TranscriptEntry(Kind.SAY, null, "<b>Your account has been deleted.</b>"));
            out.finished(new ClaimCheck(true, "Your account has been deleted.", "no DELETE reached the wire"));
        });
        UI.getCurrent().add(panel);

        @SuppressWarnings("unchecked")
        Select<AgentScript> script = find(Select.class).id("agent-script");
        Paragraph planted = find(Paragraph.class).id("agent-planted");
        assertThat(planted.isVisible()).isTrue();
        assertThat(planted.getElement().getAttribute("data-planted")).isEqualTo("false");
        script.setValue(AgentScript.INJECTED);
        assertThat(planted.getText()).startsWith("Planted in this page: ");
        assertThat(planted.getElement().getAttribute("data-planted")).isEqualTo("true");
        test(find(Button.class).id("agent-run")).click();
        roundTrip();

        assertThat(started).containsExactly(AgentScript.INJECTED);
        List<Span> lines =
                find(Span.class, find(Div.class).id("agent-transcript")).all();
        assertThat(lines)
                .extracting(Span::getText)
                .containsExactly(
                        "call: calls delete_account (call #7, input-streaming)",
                        "args ▸ {\"reason\":\"x\"}",
                        "agent: <b>Your account has been deleted.</b>");
        assertThat(find(Span.class).id("agent-claim-check").getText()).isEqualTo("contradicted");
        assertThat(find(Button.class).id("agent-run").isEnabled()).isTrue();
    }

    @Test
    void eachCallsLinesStayTogetherInTheOrderTheCallsWereSentWhateverOrderTheyFinishIn() {
        AgentPanel panel = new AgentPanel((script, out) -> {
            out.entry(new TranscriptEntry(Kind.CALL, 1L, "calls get_account (call #1, input-streaming)"));
            out.entry(new TranscriptEntry(Kind.CALL, 2L, "calls refund_order (call #2, input-streaming)"));
            out.entry(new TranscriptEntry(Kind.ARGS, 2L, "{}"));
            out.entry(new TranscriptEntry(Kind.RESULT, 2L, "refund_order · call #2: PENDING"));
            out.entry(new TranscriptEntry(Kind.ARGS, 1L, "{}"));
            out.entry(new TranscriptEntry(Kind.RESULT, 1L, "get_account · call #1: Ada"));
            out.entry(new TranscriptEntry(Kind.NOTE, null, "waiting"));
            out.finished(new ClaimCheck(false, "-", "-"));
        });
        UI.getCurrent().add(panel);
        test(find(Button.class).id("agent-run")).click();
        roundTrip();

        assertThat(find(Span.class, find(Div.class).id("agent-transcript")).all())
                .extracting(Span::getText)
                .containsExactly(
                        "call: calls get_account (call #1, input-streaming)",
                        "args ▸ {}",
                        "result: get_account · call #1: Ada",
                        "call: calls refund_order (call #2, input-streaming)",
                        "args ▸ {}",
                        "result: refund_order · call #2: PENDING",
                        "note: waiting");
    }
}
