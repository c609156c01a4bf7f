package org.consentlab.demo.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.util.EnumMap;
import java.util.Map;
import org.consentlab.base.ui.Pushes;
import org.consentlab.demo.DemoListener;
import org.consentlab.demo.DemoRunButtons;
import org.consentlab.demo.DemoSide;
import org.consentlab.demo.DemoStep;
import org.consentlab.demo.DemoVerdict;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.security.ClientAddress;

/**
 * A failure mode's twin pair: Run, which plays the demo's scenario in both twins at once, and the
 * two sides with their wires and verdicts, followed by server push. The demo page shows it, and
 * so does a solved find-it-fix-it challenge, so the learner sees the fix hold on the wire.
 */
public class TwinPair extends Composite<Div> {

    private final Map<DemoSide, DemoTwinPanel> panels = new EnumMap<>(DemoSide.class);
    private final Paragraph progress = new Paragraph();
    private final Button run;
    private int running;

    public TwinPair(FailureMode mode, SandboxId viewer, DemoRunButtons runButtons, UI ui) {
        progress.setId("demo-progress");
        // A tester's script waits on data-run; it says "idle" before the first run, not nothing.
        progress.setText(getTranslation("demo.progress.idle"));
        progress.getElement().setAttribute("data-run", "idle");
        panels.put(DemoSide.WRONG, new DemoTwinPanel(DemoSide.WRONG, mode.wrongDesign()));
        panels.put(DemoSide.CORRECT, new DemoTwinPanel(DemoSide.CORRECT, mode.fix()));
        run = runButtons.runButton(mode, viewer, ClientAddress.current(), new Follow(ui));
        run.addClickListener(click -> started());
        Div twins = new Div(panels.get(DemoSide.WRONG), panels.get(DemoSide.CORRECT));
        twins.addClassName("demo-twins");
        getContent().add(new HorizontalLayout(run, progress), twins);
    }

    private void started() {
        running = panels.size();
        run.setEnabled(false);
        panels.values().forEach(DemoTwinPanel::clear);
        progress.setText(getTranslation("demo.progress.running"));
        progress.getElement().setAttribute("data-run", "running");
    }

    private void finished(DemoSide side, DemoVerdict verdict) {
        panels.get(side).finished(verdict);
        if (--running == 0) {
            progress.setText(getTranslation("demo.progress.done"));
            progress.getElement().setAttribute("data-run", "done");
            run.setEnabled(true);
        }
    }

    private void refused(String why) {
        running = 0;
        panels.values().forEach(DemoTwinPanel::notRun);
        progress.setText(why);
        progress.getElement().setAttribute("data-run", "refused");
        run.setEnabled(true);
    }

    /** Follows the run from its own threads, by server push. */
    private final class Follow implements DemoListener {

        private final UI ui;

        private Follow(UI ui) {
            this.ui = ui;
        }

        @Override
        public void step(DemoSide side, DemoStep step) {
            // Put into words here, in the page's language: the run's thread that recorded it has none.
            Pushes.access(ui, () -> panels.get(side).step(step));
        }

        @Override
        public void finished(DemoSide side, DemoVerdict verdict) {
            Pushes.access(ui, () -> TwinPair.this.finished(side, verdict));
        }

        @Override
        public void refused(String why) {
            Pushes.access(ui, () -> TwinPair.this.refused(why));
        }
    }
}
