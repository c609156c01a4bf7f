package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Optional;
import org.consentlab.account.AccountStatus;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.i18n.Phrase;
import org.consentlab.passkey.ui.PasskeyPanel;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.toolcall.ToolResult;

/** Lab 7: the agent that requested delete_account can also act on the page. Which defence of Confirm holds? */
@Menu(order = 7, title = "7 · The agent presses Confirm", icon = "vaadin:hand")
@Route(value = "labs/self-approval", layout = MainLayout.class)
@AnonymousAllowed
class SelfApprovalLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/self-approval";

    private final SandboxId sandbox;
    private final ConsentControls controls;
    private final SelfApprovalLabModel model;
    private final LabSurfaces surfaces;
    private final LabSidePanel side;
    private final ExercisePanel exercise;
    private final SelfApprovalPickers pickers;
    private final SelfApprovalRecords records;
    private final SelfApprovalAccountLine account = new SelfApprovalAccountLine();
    private final PasskeyPanel passkeys;

    SelfApprovalLabView(
            CurrentSandbox current,
            SelfApprovalLabModel model,
            ConsentControls controls,
            LabSurfaces surfaces,
            SandboxEvents events,
            Sandboxes sandboxes) {
        this.sandbox = current.get();
        this.controls = controls;
        this.model = model;
        this.surfaces = surfaces;
        String sessionRef = current.sessionRef();
        addClassName("lab-layout");
        pickers = new SelfApprovalPickers(ResetSandbox.button(sandboxes, sandbox));
        exercise = surfaces.exercise(sandbox, 7);
        records = new SelfApprovalRecords(exercise);
        passkeys = LabPasskeys.panel(model, sandbox);
        Div lab = new Div(
                new H1(getTranslation("selfapproval.title")),
                SelfApprovalLabText.lead(),
                account,
                pickers,
                passkeys,
                records);
        SelfApprovalLabText.explanations().forEach(lab::add);
        lab.add(FixItLink.forLab(7));
        lab.addClassName("lab-main");
        LabSurfaces.Page page = new LabSurfaces.Page(sandbox, sessionRef, ROUTE);
        side = surfaces.sidePanel(page, "get_account");
        add(lab, side);
        // A reloaded page shows the run the records hold, with the pickers it ran under.
        model.runs().latest(sandbox).ifPresent(pickers::ranUnder);
        pickers.onRunAsked(e -> runAgent(sessionRef));
        pickers.onPicked(e -> pickerChanged(e.which(), e.to()));
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("selfapproval.page-title");
    }

    /** The agent requests, then acts on the page with its capability: a script here, or your own hand. */
    private void runAgent(String sessionRef) {
        AgentCapability acting = pickers.capability();
        boolean wasDeleted = model.accounts().find(sandbox).status() == AccountStatus.DELETED;
        ToolResult result = model.runs().request(sandbox, sessionRef, ROUTE, pickers.defence(), acting);
        records.ran(result.text(), wasDeleted);
        refresh();
        Optional<SelfApprovalRuns.Run> started =
                model.runs().latest(sandbox).filter(run -> run.gate().pending());
        if (result.isError() || started.isEmpty()) {
            records.readout().agentDid.setText(getTranslation("selfapproval.agent-did.refused"));
            return;
        }
        // What the agent's script reports is kept with the run.
        acting.pageScript()
                .ifPresent(script -> AgentPageScript.run(this, script, did -> {
                    model.runs().agentDid(started.get(), did);
                    refresh();
                }));
    }

    /**
     * The pickers name the next run. Changed while a run's gate is open, they close that run and say
     * so: a decision afterwards could only be graded into a cell nobody is looking at.
     */
    private void pickerChanged(String which, String to) {
        model.runs()
                .closeOpen(
                        sandbox,
                        Phrase.of("selfapproval.closed-why.picker", Phrase.of("selfapproval.closed." + which), to))
                .ifPresent(run -> LiveRegion.announce(this, records.closed(run, which, pickers.pair())));
        refresh();
    }

    private void refresh() {
        account.show(model.accounts().find(sandbox));
        Optional<SelfApprovalRuns.Run> latest = model.runs().latest(sandbox);
        Optional<SelfApprovalRuns.Run> pending =
                latest.filter(run -> run.gate().pending() && run.gate().consentSeq() == null);
        if (records.showGate(
                pending, run -> controls.selfApprovalCardInWords(run.gate(), sandbox, said -> decided(run, said)))) {
            LiveRegion.announce(
                    this,
                    GateNotice.arrived(
                            "delete the account", surfaces.pathOf(pending.get().gate()), "Confirm delete"));
        }
        // Everything below is read from the records of the latest run, so a reloaded page shows the same.
        records.show(latest, model.runs().matrix(sandbox), model.passkeys()::saidOf);
        exercise.refresh();
        side.refresh();
    }

    /** The card recorded what its defence saw with its own run; the page shows it from the records. */
    private void decided(SelfApprovalRuns.Run run, List<Phrase> said) {
        model.runs().defenceSaw(run, said);
        if (run.defence() == ConfirmDefence.PASSKEY) {
            LabPasskeys.signedACall(passkeys, model, sandbox, run.gate().id(), Phrase.english(said));
        }
        refresh();
        Paragraph saw = records.readout().defenceSaw;
        LiveRegion.tell(this, records.readout().defenceSpoken());
        // Only where the focus was lost with a pressed Confirm; an agent's script click leaves it where it is.
        Focus.restoreTo(saw);
    }
}
