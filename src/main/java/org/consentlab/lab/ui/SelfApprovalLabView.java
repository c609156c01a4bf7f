package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Optional;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.i18n.Texts;
import org.consentlab.passkey.Passkeys;
import org.consentlab.passkey.ui.PasskeyPanel;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.selfapproval.ui.DefenceMatrix;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.ui.WireList;

/** Lab 7: the agent that requested delete_account can also act on the page. Which defence of Confirm holds? */
@Menu(order = 7, title = "7 · The agent presses Confirm", icon = "vaadin:hand")
@Route(value = "labs/self-approval", layout = MainLayout.class)
@AnonymousAllowed
class SelfApprovalLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/self-approval";

    private final SandboxId sandbox;
    private final SelfApprovalRuns runs;
    private final ConsentControls controls;
    private final Accounts accounts;
    private final LabSidePanel side;

    private final Select<ConfirmDefence> defence = new Select<>();
    private final Select<AgentCapability> capability = new Select<>();
    private final Span account = new Span();
    private final Div gateSlot = new Div();
    private final SelfApprovalReadout readout = new SelfApprovalReadout();
    private final Paragraph restored = new Paragraph();
    private final Paragraph closedLine = new Paragraph();
    private final WireList wire = new WireList("self-approval-wire");
    private final DefenceMatrix matrix = new DefenceMatrix();
    private final PasskeyPanel passkeys;
    private final Passkeys passkeyStore;
    private final ExercisePanel exercise;
    private final LabSurfaces surfaces;
    private long shownGate = -1;

    SelfApprovalLabView(
            CurrentSandbox current,
            SelfApprovalLabModel model,
            ConsentControls controls,
            LabSurfaces surfaces,
            SandboxEvents events,
            Sandboxes sandboxes) {
        this.sandbox = current.get();
        this.runs = model.runs();
        this.controls = controls;
        this.accounts = model.accounts();
        this.surfaces = surfaces;
        String sessionRef = current.sessionRef();
        addClassName("lab-layout");
        choices();
        Button run = new Button(getTranslation("selfapproval.run"), e -> runAgent(sessionRef));
        run.setId("run-agent");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        account.setId("account-status");
        // The account's e-mail address and state name, as the record keeps them.
        account.getElement().setAttribute("translate", "no");
        restored.setId("self-approval-restored");
        restored.addClassName("muted");
        restored.setVisible(false);
        gateSlot.setId("gate-slot");
        closedLine.setId("self-approval-closed");
        closedLine.addClassName("muted");
        closedLine.setVisible(false);
        exercise = surfaces.exercise(sandbox, 7);
        passkeys = LabPasskeys.panel(model, sandbox);
        passkeyStore = model.passkeys();
        HorizontalLayout row = new HorizontalLayout(defence, capability, run, ResetSandbox.button(sandboxes, sandbox));
        row.setWrap(true);
        row.setAlignItems(FlexComponent.Alignment.END);

        Div lab = new Div(
                new H1(getTranslation("selfapproval.title")),
                SelfApprovalLabText.lead(),
                new Paragraph(new Span(getTranslation("selfapproval.account") + " "), account),
                row,
                passkeys,
                readout.runLine,
                closedLine,
                restored,
                gateSlot,
                new H2(getTranslation("selfapproval.verdict")),
                readout.verdict,
                exercise,
                new H2(getTranslation("selfapproval.agent-did")),
                readout.agentDid,
                new H2(getTranslation("selfapproval.defence-saw")),
                readout.defenceSaw,
                new H2(getTranslation("selfapproval.tool-result")),
                readout.toolResult,
                new H2(getTranslation("selfapproval.wire")),
                wire,
                new H2(getTranslation("selfapproval.matrix")),
                matrix);
        SelfApprovalLabText.explanations().forEach(lab::add);
        lab.add(FixItLink.forLab(7));
        lab.addClassName("lab-main");
        LabSurfaces.Page page = new LabSurfaces.Page(sandbox, sessionRef, ROUTE);
        side = surfaces.sidePanel(
                page,
                false,
                (tool, args) -> surfaces.invoke(page, Channel.INSPECTOR, "inspector", tool, args),
                "get_account");
        add(lab, side);
        // A reloaded page shows the run the records hold, with the pickers it ran under.
        runs.latest(sandbox).ifPresent(last -> {
            defence.setValue(last.defence());
            capability.setValue(last.capability());
        });
        defence.addValueChangeListener(
                e -> pickerChanged(e.isFromClient(), "defence", e.getValue().id()));
        capability.addValueChangeListener(
                e -> pickerChanged(e.isFromClient(), "capability", e.getValue().id()));
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("selfapproval.page-title");
    }

    private void choices() {
        defence.setId("defence");
        defence.setLabel(getTranslation("selfapproval.picker.defence"));
        defence.setItems(ConfirmDefence.values());
        defence.setItemLabelGenerator(ConfirmDefence::id);
        defence.setValue(ConfirmDefence.NONE);
        capability.setId("agent-capability");
        capability.setLabel(getTranslation("selfapproval.picker.capability"));
        capability.setItems(AgentCapability.values());
        capability.setItemLabelGenerator(AgentCapability::id);
        capability.setValue(AgentCapability.SCRIPT_CLICK);
    }

    /** The agent requests, then acts on the page with its capability: a script here, or your own hand. */
    private void runAgent(String sessionRef) {
        AgentCapability acting = capability.getValue();
        boolean wasDeleted = accounts.find(sandbox).status() == AccountStatus.DELETED;
        ToolResult result = runs.request(sandbox, sessionRef, ROUTE, defence.getValue(), acting);
        restored.setText(getTranslation("selfapproval.restored"));
        restored.setVisible(wasDeleted);
        readout.returned(result.text());
        closedLine.setVisible(false);
        refresh();
        Optional<SelfApprovalRuns.Run> started =
                runs.latest(sandbox).filter(run -> run.gate().pending());
        if (result.isError() || started.isEmpty()) {
            readout.agentDid.setText(getTranslation("selfapproval.agent-did.refused"));
            return;
        }
        SelfApprovalRuns.Run run = started.get();
        // What the agent's script reports is kept with the run, as the agent said it (in English); a script
        // that breaks part-way (the page changed under it) is reported in the lab's words, never raw.
        acting.pageScript()
                .ifPresent(script -> getElement()
                        .executeJs(script)
                        .then(
                                String.class,
                                did -> agentReported(run, "The agent " + did + "."),
                                error -> agentReported(
                                        run,
                                        "The agent's script stopped part-way (the page changed under "
                                                + "it). What reached the defence and the wire is shown below.")));
    }

    private void agentReported(SelfApprovalRuns.Run run, String did) {
        runs.agentDid(run, did);
        refresh();
    }

    /**
     * The pickers name the next run. Changed while a run's gate is open, they close that run and say
     * so: a decision afterwards could only be graded into a cell nobody is looking at.
     */
    private void pickerChanged(boolean fromClient, String which, String to) {
        if (!fromClient) {
            return;
        }
        runs.closeOpen(sandbox, "the " + which + " was changed to " + to + " before the run was decided")
                .ifPresent(run -> {
                    closedLine.setText(getTranslation(
                            "selfapproval.closed",
                            SelfApprovalReadout.pair(run),
                            getTranslation("selfapproval.closed." + which),
                            Texts.isolate(defence.getValue().id() + " × "
                                    + capability.getValue().id())));
                    closedLine.setVisible(true);
                    LiveRegion.announce(this, closedLine.getText());
                });
        refresh();
    }

    private void refresh() {
        account.setText(accounts.find(sandbox).email() + " · "
                + accounts.find(sandbox).status().name());
        Optional<SelfApprovalRuns.Run> latest = runs.latest(sandbox);
        Optional<SelfApprovalRuns.Run> pending =
                latest.filter(run -> run.gate().pending() && run.gate().consentSeq() == null);
        long pendingGate = pending.map(run -> run.gate().id()).orElse(-1L);
        // The card is rebuilt only for a new gate: an agent's script may be holding on to its button.
        if (pendingGate != shownGate) {
            shownGate = pendingGate;
            gateSlot.removeAll();
            pending.ifPresentOrElse(
                    run -> gateSlot.add(controls.selfApprovalCard(run.gate(), sandbox, said -> decided(run, said))),
                    () -> gateSlot.add(new Paragraph(getTranslation("selfapproval.no-gate"))));
            pending.ifPresent(run -> LiveRegion.announce(
                    this, GateNotice.arrived("delete the account", surfaces.pathOf(run.gate()), "Confirm delete")));
        }
        // Everything below is read from the records of the latest run, so a reloaded page shows the same.
        readout.show(latest);
        wire.show(latest.map(SelfApprovalRuns.Run::wire).orElse(List.of()));
        matrix.show(runs.matrix(sandbox));
        exercise.refresh();
        side.refresh();
    }

    /** The card recorded what its defence saw with its own run; the page shows it from the records. */
    private void decided(SelfApprovalRuns.Run run, String said) {
        runs.defenceSaw(run, said);
        if (run.defence() == ConfirmDefence.PASSKEY) {
            // A signature moved the passkey's counter: the list shows the one the server now keeps.
            passkeys.show(passkeyStore.of(sandbox));
            passkeys.note(said);
        }
        refresh();
        LiveRegion.tell(this, readout.defenceSaw.getText());
        // Only where the focus was lost with a pressed Confirm; an agent's script click leaves it where it is.
        Focus.restoreTo(readout.defenceSaw);
    }
}
