package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Optional;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.defence.ConfirmDefence;
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
@PageTitle("Lab 7 · The agent presses Confirm · Consent Lab")
@AnonymousAllowed
class SelfApprovalLabView extends Div {

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
    private final Span verdict = new Span("no run yet");
    private final Paragraph agentDid = new Paragraph("The agent has not run yet.");
    private final Paragraph defenceSaw = new Paragraph("Nothing has reached the defence yet.");
    private final Paragraph restored = new Paragraph();
    private final Paragraph runLine = new Paragraph();
    private final Paragraph closedLine = new Paragraph();
    private final Pre toolResult = new Pre("Nothing has been returned to the agent yet.");
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
        Button run = new Button("Run the agent", e -> runAgent(sessionRef));
        run.setId("run-agent");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button reset = ResetSandbox.button(sandboxes, sandbox);
        account.setId("account-status");
        verdict.setId("self-approval-verdict");
        agentDid.setId("agent-did");
        defenceSaw.setId("defence-saw");
        restored.setId("self-approval-restored");
        restored.addClassName("muted");
        restored.setVisible(false);
        toolResult.setId("tool-result");
        toolResult.addClassName("agent-result");
        gateSlot.setId("gate-slot");
        runLine.setId("self-approval-run");
        closedLine.setId("self-approval-closed");
        closedLine.addClassName("muted");
        closedLine.setVisible(false);
        exercise = surfaces.exercise(sandbox, 7);
        passkeys = LabPasskeys.panel(model, sandbox);
        passkeyStore = model.passkeys();

        Div lab = new Div(
                new H1("Lab 7 · The agent presses Confirm"),
                new Paragraph(
                        "An agent asks for delete_account and gets PENDING, like in Lab 4. But this agent can also act on "
                                + "your page: run script in it, send events to the server, inject input a browser cannot tell "
                                + "from yours, read what the page says. Pick a defence for the Confirm control and an agent "
                                + "capability, run the agent, and read the verdict from the wire: BROKEN when a DELETE "
                                + "reached it without a decision by someone other than the agent's own session."),
                new Paragraph(new Span("Account: "), account),
                controlsRow(run, reset),
                passkeys,
                runLine,
                closedLine,
                restored,
                gateSlot,
                new H2("Verdict"),
                verdict,
                exercise,
                new H2("What the agent did"),
                agentDid,
                new H2("What the defence saw"),
                defenceSaw,
                new H2("Last text returned to the agent"),
                toolResult,
                new H2("Wire (this run)"),
                wire,
                new H2("Defences × agent capabilities"),
                matrix,
                new Paragraph(
                        "From the keyboard: Enter or Space on the focused Confirm is a trusted key press. The server "
                                + "sees that key event itself, and the trusted-event defence counts the click that follows it "
                                + "at once, once. Nothing a script writes into the page makes a click count. That proves only "
                                + "that the browser saw input it believes came from a device, not that you meant it, and not "
                                + "who pressed it: an agent that injects input as a person's (the operating system, or the "
                                + "browser's debugging protocol) passes it the same way. Enter or Space clicks at once, so "
                                + "hold-to-confirm cannot be passed from the keyboard."),
                new Paragraph("Where the research ends: every defence that judges what happens in the page (how "
                        + "long Confirm was held, what was typed, even the isTrusted flag the server reads from the "
                        + "click itself) is judged in a page the agent can act in, so some capability passes it. Only a decision by a second principal, made "
                        + "from another person's session outside the agent's reach, held against all five."),
                new Paragraph("The passkey defence moves the decision off the page: Confirm only makes your "
                        + "authenticator ask you, and its signature covers a challenge the server made from this very "
                        + "call (tool, arguments, call and gate) plus a random part, usable once, for two minutes. A "
                        + "verified signature proves that someone who could unlock the authenticator you registered "
                        + "said yes to exactly this call, on this site. It does not prove that you read what you "
                        + "approved: a person tricked into touching the sensor signs just the same. And it proves "
                        + "nothing where the authenticator needs no verification, or where the agent runs on an "
                        + "unlocked device that can verify without you."),
                new Paragraph("The owns-authenticator agent goes further than trusted input: through the browser's "
                        + "automation protocol it adds an authenticator of its own, which answers for your passkey's "
                        + "credential id (the page is told it) and signs the very challenge of this call. It still "
                        + "holds: the server checks the signature with the public key stored when you registered, and "
                        + "the agent's key is one the server never saw, so the signature does not verify. The defence "
                        + "is only as strong as registering. The first passkey of a sandbox is trusted on first use: "
                        + "an agent that presses Register before you do, with its own authenticator present, makes "
                        + "its key the registered one. After that, a press of Register or Remove adds or removes "
                        + "nothing until a passkey already registered here signs that change, with you verified."),
                new Paragraph("Under the any-passkey failure mode (an instructor's switch; its twin pair runs at "
                        + "/demo/any-passkey) the server looks the signing passkey up as a sign-in does, among every "
                        + "passkey registered on the site, not only this sandbox's. An agent that registered a "
                        + "passkey for a sandbox of its own (anyone can open one) answers with it, the signature "
                        + "verifies with the key it registered, and owns-authenticator breaks the passkey defence."),
                FixItLink.forLab(7));
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

    private HorizontalLayout controlsRow(Button run, Button reset) {
        HorizontalLayout row = new HorizontalLayout(defence, capability, run, reset);
        row.setWrap(true);
        row.setAlignItems(FlexComponent.Alignment.END);
        return row;
    }

    private void choices() {
        defence.setId("defence");
        defence.setLabel("Defence");
        defence.setItems(ConfirmDefence.values());
        defence.setItemLabelGenerator(ConfirmDefence::id);
        defence.setValue(ConfirmDefence.NONE);
        capability.setId("agent-capability");
        capability.setLabel("Agent capability");
        capability.setItems(AgentCapability.values());
        capability.setItemLabelGenerator(AgentCapability::id);
        capability.setValue(AgentCapability.SCRIPT_CLICK);
    }

    /** The agent requests, then acts on the page with its capability: a script here, or your own hand. */
    private void runAgent(String sessionRef) {
        AgentCapability acting = capability.getValue();
        boolean wasDeleted = accounts.find(sandbox).status() == AccountStatus.DELETED;
        ToolResult result = runs.request(sandbox, sessionRef, ROUTE, defence.getValue(), acting);
        restored.setText("An earlier run had deleted the account: this run starts from the seeded ACTIVE account.");
        restored.setVisible(wasDeleted);
        toolResult.setText(result.text());
        closedLine.setVisible(false);
        refresh();
        Optional<SelfApprovalRuns.Run> started =
                runs.latest(sandbox).filter(run -> run.gate().pending());
        if (result.isError() || started.isEmpty()) {
            agentDid.setText("The agent found nothing to press: its request was refused, so no Confirm was shown.");
            return;
        }
        SelfApprovalRuns.Run run = started.get();
        acting.pageScript()
                .ifPresent(
                        script ->
                                // A script that breaks part-way (the page changed under it) is reported in the lab's
                                // words, never raw.
                                getElement()
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
                    closedLine.setText("The open run (" + pair(run) + ") was closed: you changed the " + which
                            + " before deciding it. Nothing was deleted. It is graded only if something had "
                            + "reached its defence. Run the agent to start "
                            + defence.getValue().id() + " × "
                            + capability.getValue().id() + ".");
                    closedLine.setVisible(true);
                    LiveRegion.announce(this, closedLine.getText());
                });
        refresh();
    }

    private static String pair(SelfApprovalRuns.Run run) {
        return run.defence().id() + " × " + run.capability().id();
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
                    () -> gateSlot.add(new Paragraph("No Lab 7 request is waiting for Confirm.")));
            pending.ifPresent(run -> LiveRegion.announce(
                    this, GateNotice.arrived("delete the account", surfaces.pathOf(run.gate()), "Confirm delete")));
        }
        // Everything below is read from the records of the latest run, so a reloaded page shows the same.
        runLine.setText(
                latest.map(run -> "This run: " + pair(run) + " · " + state(run)).orElse("No run yet."));
        agentDid.setText(latest.map(SelfApprovalLabView::agentText).orElse("The agent has not run yet."));
        Optional<SelfApprovalRuns.Run> graded = latest.filter(SelfApprovalRuns.Run::graded);
        defenceSaw.setText(latest.flatMap(
                        run -> run.defenceSaw().map(saw -> run.grade().name() + ". " + saw))
                .orElse("Nothing has reached the defence yet."));
        verdict.setText(graded.map(run -> run.grade().name())
                .orElse(latest.map(run -> run.gate().pending() ? "WAITING" : "NOT GRADED")
                        .orElse("no run yet")));
        verdict.getElement()
                .setAttribute(
                        "theme",
                        graded.map(run -> run.grade() == org.consentlab.selfapproval.Grade.HELD
                                        ? "badge success"
                                        : "badge error")
                                .orElse("badge"));
        wire.show(latest.map(SelfApprovalRuns.Run::wire).orElse(java.util.List.of()));
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
        LiveRegion.tell(this, defenceSaw.getText());
        // Only where the focus was lost with a pressed Confirm; an agent's script click leaves it where it is.
        Focus.restoreTo(defenceSaw);
    }

    private static String state(SelfApprovalRuns.Run run) {
        if (run.gate().awaitingApprover()) {
            return "consent recorded, waiting for an approver";
        }
        if (run.gate().pending()) {
            return "waiting for Confirm";
        }
        return run.closedWhy()
                .filter(why -> run.closedUndecided())
                .map(why -> "closed, not graded: " + why)
                .orElse("decided");
    }

    private static String agentText(SelfApprovalRuns.Run run) {
        return run.agentDid()
                .orElseGet(() -> run.capability().pageScript().isPresent()
                        ? "The agent's script (" + run.capability().id() + ") is acting in your page: "
                                + run.capability().description()
                        : "You are the agent now. " + run.capability().description());
    }
}
