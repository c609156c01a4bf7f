package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.consent.Gate;
import org.consentlab.lab.LifecycleSnapshot;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCall;
import org.jspecify.annotations.Nullable;

/**
 * What the person using the page under test sees right now: nothing yet, the agent preparing
 * its request, the dialog (the same for Correct and Fires early), "awaiting approval", or the
 * result. Nothing here says whether a request has left: only the wire and the verdict know.
 */
class PersonScreen extends Composite<Div> {

    private final Div screen = new Div();
    private final Function<Gate, Component> dialogFor;
    private @Nullable Gate shownDialog;

    /** {@code dialogFor} makes the page's decision control for a pending gate. */
    PersonScreen(Function<Gate, Component> dialogFor) {
        this.dialogFor = dialogFor;
        screen.setId("lifecycle-screen");
        screen.addClassName("person-screen");
        screen.getElement().setAttribute("aria-label", getTranslation("lifecycle.screen.title"));
        getContent().add(new H2(getTranslation("lifecycle.screen.title")), screen);
    }

    void show(LifecycleSnapshot now) {
        if (shownDialog != null && now.gate().filter(shownDialog::equals).isPresent()) {
            // An unchanged gate keeps its dialog: a redraw never swaps the Confirm the person is about to press.
            return;
        }
        shownDialog = null;
        screen.removeAll();
        if (now.run().isEmpty() || now.call().isEmpty()) {
            screen.add(muted(getTranslation("lifecycle.screen.idle")));
            return;
        }
        LifecycleRun run = now.run().get();
        ToolCall call = now.call().get();
        Optional<Gate> pending = now.gate().filter(Gate::pending);
        if (call.state() == CallState.INPUT_STREAMING) {
            screen.add(
                    muted(getTranslation("lifecycle.screen.preparing")),
                    code(run.action().tool() + " " + run.argsSoFar() + "▌"));
        } else if (pending.isPresent()) {
            screen.add(dialogFor.apply(pending.get()));
            shownDialog = pending.get();
            LabScroll.intoView(screen);
        } else if (now.gate().isEmpty()) {
            screen.add(muted(getTranslation("lifecycle.screen.no-dialog")), result(call));
        } else {
            screen.add(muted(getTranslation("lifecycle.screen.closed")), result(call));
        }
    }

    /** Working, or the text the call returned: what the agent got, as it got it (English, protocol). */
    private Component result(ToolCall call) {
        Paragraph result = new Paragraph();
        result.setId("lifecycle-screen-result");
        if (call.state() == CallState.EXECUTING || call.resultText() == null) {
            result.setText(getTranslation("lifecycle.screen.working"));
        } else {
            result.setText(call.resultText());
            result.getElement().setAttribute("lang", "en");
            result.getElement().setAttribute("dir", "ltr");
            result.getElement().setAttribute("translate", "no");
        }
        return result;
    }

    private static Paragraph muted(String text) {
        Paragraph paragraph = new Paragraph(text);
        paragraph.addClassName("muted");
        return paragraph;
    }

    private static Pre code(String text) {
        Pre pre = new Pre(text);
        pre.addClassName("agent-result");
        return pre;
    }
}
