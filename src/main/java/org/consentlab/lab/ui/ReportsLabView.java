package org.consentlab.lab.ui;

import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinSessionState;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.consent.ui.ConsequenceText;
import org.consentlab.instructor.FailureModes;
import org.consentlab.report.CoveredRegions;
import org.consentlab.report.Report;
import org.consentlab.report.ReportToolNames;
import org.consentlab.report.Reports;
import org.consentlab.report.ui.ReportTable;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ExecutedActions;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.ui.ResultLog;

/** Lab 6: dangerous actions and confirmation, the recipe whole: declaration, approval, authorization, audit. */
@Menu(order = 6, title = "6 · Dangerous actions", icon = "vaadin:archive")
@Route(value = "labs/reports", layout = MainLayout.class)
@AnonymousAllowed
class ReportsLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/reports";
    /** The effect paths of the reports' systems of record: what the result log lists. */
    static final List<String> EFFECT_PATHS = List.of("/api/reports/", "/api/customers/", "/api/exports");

    private final SandboxId sandbox;
    private final String sessionRef;
    private final Reports reports;
    private final ConsentGates gates;
    private final ConsentControls controls;
    private final ToolCallService toolCalls;
    private final FailureModes modes;
    private final ExecutedActions executed;

    private final ReportTable table = new ReportTable();
    /** The reason the record keeps (and the agent is told); the page says it in its own language. */
    private static final String CLOSED_WITHOUT_DECIDING = "you closed the approval dialog without deciding";

    private final ApprovalDialog approval;
    private final HandoffSlot handoffSlot = new HandoffSlot();
    private final Paragraph decision = new Paragraph();
    private final AgentAnswer toolResult = new AgentAnswer();
    private final ResultLog resultLog = new ResultLog("result-log");
    private final FailureModeTable failureModes;
    private final LabSidePanel side;
    private final ExercisePanel exercise;

    ReportsLabView(
            CurrentSandbox current,
            ReportsLabModel model,
            ConsentControls controls,
            LabSurfaces surfaces,
            SandboxEvents events,
            Sandboxes sandboxes) {
        this.sandbox = current.get();
        this.sessionRef = current.sessionRef();
        this.reports = model.reports();
        this.gates = model.gates();
        this.controls = controls;
        this.toolCalls = model.toolCalls();
        this.modes = model.modes();
        this.executed = model.executed();
        addClassName("lab-layout");
        decision.setId("approval-result");
        exercise = surfaces.exercise(sandbox, 6);
        // Closing the dialog is not a "no", and the page says what it was instead, as it does for a decision.
        approval = new ApprovalDialog();
        approval.addClosedWithoutDecidingListener(closed -> {
            gates.cancel(closed.gateId(), Outcome.CANCELLED, sandbox.learner(), CLOSED_WITHOUT_DECIDING);
            decision.setText(getTranslation("reports.closed-without-deciding", Outcome.CANCELLED.name()));
        });
        failureModes = new FailureModeTable(6);
        failureModes.addSwitchedListener(switched -> modes.set(sandbox, switched.mode(), switched.on()));
        ReportsAgentPanel agent = new ReportsAgentPanel(
                reports.all(sandbox).stream().map(Report::id).toList(),
                (tool, args, key, whenFinished) ->
                        send(Channel.SIMULATED_AGENT, "simulated-agent", tool, args, key, whenFinished));
        Button reset = ResetSandbox.button(sandboxes, sandbox);

        Div lab = new Div(
                new H1(getTranslation("reports.title")),
                new Paragraph(getTranslation("reports.intro")),
                agent,
                table,
                covering(model.regions(), agent),
                handoffSlot,
                decision,
                exercise,
                new H2(getTranslation("reports.last-text")),
                toolResult,
                new H2(getTranslation("reports.result-log")),
                resultLog,
                new H2(getTranslation("reports.failure-modes")),
                failureModes,
                FixItLink.forLab(6),
                reset);
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(
                new LabSurfaces.Page(sandbox, sessionRef, ROUTE),
                false,
                (tool, args) -> send(Channel.INSPECTOR, "inspector", tool, args, null, null),
                ReportToolNames.ARCHIVE,
                "list_reports",
                ReportToolNames.TAG,
                ReportToolNames.EXPORT_CUSTOMERS,
                ReportToolNames.SUBMIT_EXPORT);
        add(lab, side, approval);
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    /** The covering dialog, marking the reports covered while it is open; from inside it the agent tags. */
    private CoveringDialogDemo covering(CoveredRegions regions, ReportsAgentPanel agent) {
        CoveringDialogDemo covering = new CoveringDialogDemo();
        covering.addCoverListener(cover -> {
            if (cover.covered()) {
                regions.cover(sandbox);
            } else {
                regions.uncover(sandbox);
            }
        });
        covering.addAgentTagsListener(tags -> agent.tagWhileCovered());
        return covering;
    }

    /** One tool call; what the agent finally receives is shown when the call finishes, without waiting here. */
    private ToolResult send(Channel channel, String caller, String tool, String args, String key, Runnable finished) {
        ToolResult result =
                toolCalls.invoke(new ToolCallRequest(sandbox, channel, caller, tool, args, key, sessionRef, ROUTE));
        toolResult.show(result, toolCalls.whenFinished(result.callId()), finished);
        refresh();
        return result;
    }

    private void refresh() {
        var on = modes.on(sandbox);
        failureModes.show(on);
        table.show(reports.all(sandbox));
        var pending = gates.pending(sandbox);
        pending.stream()
                .filter(g ->
                        ReportToolNames.GATED.contains(g.tool()) && !g.tool().equals(ReportToolNames.SUBMIT_EXPORT))
                .findFirst()
                .ifPresentOrElse(
                        gate -> {
                            if (approval.show(
                                    gate.id(), false, () -> controls.approvalCard(gate, sandbox, this::decided))) {
                                LiveRegion.announce(
                                        this,
                                        GateNotice.dialog(
                                                getTranslation("reports.announce.dialog"),
                                                ConsequenceText.quoted(gate),
                                                getTranslation("reports.announce.dialog.decision")));
                            }
                        },
                        approval::clear);
        pending.stream()
                .filter(g -> g.tool().equals(ReportToolNames.SUBMIT_EXPORT))
                .findFirst()
                .ifPresentOrElse(
                        gate -> handoffSlot.show(gate.id(), () -> controls.approvalCard(gate, sandbox, this::decided)),
                        handoffSlot::clear);
        resultLog.show(executed.latest(sandbox, EFFECT_PATHS, ResultLog.WINDOW + 1));
        exercise.refresh();
        side.refresh();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("reports.page-title");
    }

    private void decided(String text) {
        decision.setText(text);
        handoffSlot.clear();
        approval.clear();
        refresh();
        LiveRegion.tell(this, text);
        // The card's button went with the dialog or the handoff card: the focus lands on what the decision did.
        Focus.restoreTo(decision);
    }

    /** Leaving the page fails its pending approvals closed; a lost session is the session guard's to report. */
    @Override
    protected void onDetach(DetachEvent detachEvent) {
        var session = detachEvent.getSession();
        if (session != null && session.getState() == VaadinSessionState.OPEN) {
            gates.failClosed(
                    sandbox,
                    ReportToolNames.GATED,
                    Outcome.NAVIGATED_AWAY,
                    sandbox.learner(),
                    "the person left the reports page");
        }
    }
}
