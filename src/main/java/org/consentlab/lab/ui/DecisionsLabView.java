package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Optional;
import org.consentlab.agent.AgentScript;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.WireLog;
import org.consentlab.toolcall.ui.WireList;

/** Lab 8: a turn of several calls, answered item by item, edited, declined with a reason, bound to what was shown. */
@Menu(order = 8, title = "8 · Beyond yes and no", icon = "vaadin:list-select")
@Route(value = "labs/decisions", layout = MainLayout.class)
@AnonymousAllowed
class DecisionsLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/decisions";
    /** The batch agent's five tools: a read, a reversible write (save_for_later), and three gated calls. */
    static final List<String> TOOLS =
            List.of("get_account", "save_for_later", "refund_order", "send_payment", "delete_account");

    private final SandboxId sandbox;
    private final LabTurns turns;
    /** The batch's states when the page last said what a decision did. */
    private List<String> noteFor = List.of();

    private final FailureModes modes;
    private final WireLog wire;
    private final FailureModeTable failureModes;
    private final BatchSlot batch;
    private final RanAtOnce ranAtOnce = new RanAtOnce();
    private final TurnTranscriptView transcript = new TurnTranscriptView();
    private final Paragraph decision = new Paragraph();
    private final WireList wireList = new WireList("decisions-wire", 8);
    private final ExercisePanel exercise;
    private final LabSidePanel side;

    DecisionsLabView(
            CurrentSandbox current,
            DecisionsLabModel model,
            ConsentControls controls,
            LabSurfaces surfaces,
            SandboxEvents events,
            Sandboxes sandboxes) {
        this.sandbox = current.get();
        this.turns = new LabTurns(sandbox, ROUTE, TOOLS, model.batches(), model.calls(), sandboxes);
        this.modes = model.modes();
        this.wire = model.wire();
        addClassName("lab-layout");
        decision.setId("decisions-result");
        exercise = surfaces.exercise(sandbox, 8);
        failureModes = new FailureModeTable(8);
        failureModes.addSwitchedListener(switched -> modes.set(sandbox, switched.mode(), switched.on()));
        batch = new BatchSlot(shown -> controls.batchCard(shown, sandbox, this::decided));
        Button reset = ResetSandbox.button(sandboxes, sandbox);

        // The batch comes right after the lead, so that its first row is on the first screen at 1024×768; the
        // calls that ran at once follow it, since nothing is left to decide on them.
        Div lab = new Div(
                new H1(getTranslation("decisions.title")),
                DecisionsLabText.lead(),
                batch,
                decision,
                ranAtOnce,
                transcript,
                exercise,
                DecisionsLabText.howItWorks(model.limits()),
                new H2(getTranslation("decisions.wire")),
                wireList,
                DecisionsLabText.origins(),
                DecisionsLabText.demos(),
                new H2(getTranslation("decisions.failure-modes")),
                failureModes,
                FixItLink.forLab(8),
                reset);
        lab.addClassName("lab-main");
        LabSurfaces.Page page = new LabSurfaces.Page(sandbox, current.sessionRef(), ROUTE);
        side = surfaces.sidePanel(
                page,
                List.of(AgentScript.BATCH, AgentScript.POLITE),
                (tool, args) -> surfaces.invoke(page, Channel.INSPECTOR, "inspector", tool, args),
                TOOLS.toArray(String[]::new));
        add(lab, side);
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    private void refresh() {
        var on = modes.on(sandbox);
        failureModes.show(on);
        Optional<DecisionBatch> shown = turns.toShow();
        ranAtOnce.show(shown.map(turns::ranAtOnce).orElse(List.of()));
        transcript.show(shown.map(turns::allCalls).orElse(List.of()));
        if (batch.show(shown)) {
            // Told, never focused: the person's focus stays where it is, so a stray Enter decides nothing.
            LiveRegion.announce(
                    this,
                    getTranslation("decisions.arrived", shown.get().openItems().size()));
        }
        // What the person's last decision did holds until an item moves on elsewhere (an approver, a timeout).
        if (!batch.shown().equals(noteFor)) {
            decision.setText("");
        }
        wireList.show(wire, sandbox);
        exercise.refresh();
        side.refresh();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("decisions.page-title");
    }

    private void decided(String text) {
        refresh();
        decision.setText(text);
        noteFor = batch.shown();
        LiveRegion.tell(this, text);
        // The pressed control went with its row: the person goes on at the next row to decide, not below the card.
        Focus.restoreTo(batch.nextToDecide());
    }
}
