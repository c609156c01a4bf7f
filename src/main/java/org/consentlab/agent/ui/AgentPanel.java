package org.consentlab.agent.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import java.util.HashMap;
import java.util.Map;
import org.consentlab.agent.AgentRun;
import org.consentlab.agent.AgentScript;
import org.consentlab.agent.ClaimCheck;
import org.consentlab.agent.TranscriptEntry;
import org.consentlab.base.ui.Pushes;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;

/**
 * Runs one scripted agent at a time and shows its transcript as it streams in. Agent text is
 * always set as text, never as markup, so a planted instruction cannot become page code.
 */
public class AgentPanel extends Composite<VerticalLayout> {

    private final Select<AgentScript> script = new Select<>();
    private final Paragraph summary = new Paragraph();
    private final Paragraph planted = new Paragraph();
    private final Button run = new Button(Texts.t("agent.run"));
    private final Div transcript = new Div();
    private final Span claimCheck = new Span(Texts.t("agent.no-claim"));
    private final Paragraph evidence = new Paragraph();
    private final Map<Long, Span> streamingArgs = new HashMap<>();
    /** Each call's last line: its arguments and result go right after it, so lines read in the order of the calls. */
    private final Map<Long, Span> lastOfCall = new HashMap<>();

    public AgentPanel(AgentLauncher launcher) {
        VerticalLayout layout = getContent();
        layout.setPadding(false);
        layout.addClassName("agent-panel");
        script.setId("agent-script");
        script.setLabel(getTranslation("agent.script"));
        script.setItems(launcher.offered());
        // A script's name is the code's own word (polite, impatient…), the same in every language.
        script.setItemLabelGenerator(AgentScript::label);
        script.addValueChangeListener(event -> describe(event.getValue()));
        planted.setId("agent-planted");
        run.setId("agent-run");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        run.addClickListener(event -> start(launcher));
        transcript.setId("agent-transcript");
        transcript.addClassName("agent-transcript");
        // It scrolls once a run is long: focusable and named, so that a keyboard can scroll it too (axe).
        transcript.getElement().setAttribute("tabindex", "0");
        transcript.getElement().setAttribute("role", "region");
        transcript.getElement().setAttribute("aria-label", getTranslation("agent.transcript"));
        // The transcript is what the agent said and got: protocol, shown as it was, in English.
        Verbatim.english(transcript);
        claimCheck.setId("agent-claim-check");
        claimCheck.getElement().getThemeList().add("badge");
        evidence.addClassName("muted");
        layout.add(
                new H2(getTranslation("agent.title")),
                script,
                summary,
                planted,
                run,
                transcript,
                new Div(new Span(getTranslation("agent.claim-check") + " "), claimCheck),
                evidence);
        script.setValue(launcher.offered().getFirst());
    }

    private void describe(AgentScript selected) {
        summary.setText(selected == null ? "" : getTranslation("agent.summary." + selected.label()));
        // Always on the page (a tester's script finds it before any pick); only the injected agent has a plant.
        boolean injected = selected == AgentScript.INJECTED;
        planted.setText(
                injected
                        ? getTranslation("agent.planted", Texts.isolate("\"" + AgentScript.PLANTED_INSTRUCTION + "\""))
                        : getTranslation("agent.nothing-planted"));
        planted.getElement().getClassList().set("planted-instruction", injected);
        planted.getElement().getClassList().set("muted", !injected);
        planted.getElement().setAttribute("data-planted", String.valueOf(injected));
    }

    private void start(AgentLauncher launcher) {
        UI ui = UI.getCurrent();
        transcript.removeAll();
        streamingArgs.clear();
        lastOfCall.clear();
        claimCheck.setText(getTranslation("agent.running"));
        claimCheck.getElement().getThemeList().removeAll(java.util.List.of("success", "error"));
        evidence.setText("");
        run.setEnabled(false);
        launcher.start(script.getValue(), new AgentRun() {
            @Override
            public void entry(TranscriptEntry entry) {
                Pushes.access(ui, () -> show(entry));
            }

            @Override
            public void finished(ClaimCheck check) {
                Pushes.access(ui, () -> judged(check));
            }
        });
    }

    private void show(TranscriptEntry entry) {
        if (entry.kind() == TranscriptEntry.Kind.ARGS && streamingArgs.containsKey(entry.callId())) {
            streamingArgs.get(entry.callId()).setText("args ▸ " + entry.text());
            return;
        }
        Span line = new Span((entry.kind() == TranscriptEntry.Kind.ARGS
                        ? "args ▸ "
                        : entry.kind().label() + ": ")
                + entry.text());
        line.addClassNames("transcript-line", "transcript-" + entry.kind().label());
        if (entry.kind() == TranscriptEntry.Kind.ARGS) {
            streamingArgs.put(entry.callId(), line);
        }
        Span after = entry.callId() == null ? null : lastOfCall.get(entry.callId());
        if (after == null) {
            transcript.add(line);
        } else {
            transcript.addComponentAtIndex(transcript.indexOf(after) + 1, line);
        }
        if (entry.callId() != null) {
            lastOfCall.put(entry.callId(), line);
        }
    }

    private void judged(ClaimCheck check) {
        claimCheck.setText(getTranslation("agent.verdict." + check.verdict()));
        claimCheck.getElement().getThemeList().add(check.contradicted() ? "error" : "success");
        evidence.setText(getTranslation(
                "agent.claim",
                Texts.isolate("\"" + check.claim() + "\""),
                check.evidenceWords().text()));
        run.setEnabled(true);
    }
}
