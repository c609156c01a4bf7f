package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireLog;
import org.consentlab.toolcall.ui.Timeline;
import org.consentlab.toolcall.ui.WireList;

/** Lab 4: one irreversible tool, every path may ask for it, and one gate that only a person opens. */
@Menu(order = 4, title = "4 · Destructive action", icon = "vaadin:trash")
@Route(value = "labs/account", layout = MainLayout.class)
@AnonymousAllowed
class AccountLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/account";
    static final int LAB = 4;
    private static final List<String> TOOLS = List.of("delete_account", "get_account");

    private final SandboxId sandbox;
    private final LabSurfaces surfaces;
    private final LabSurfaces.Page page;
    private final LabSidePanel side;
    private final Accounts accounts;
    private final ConsentGates gates;
    private final ConsentControls controls;
    private final WireLog wire;

    private final AccountCard account = new AccountCard();
    private final Div gateSlot = new Div();
    private final Paragraph decision = new Paragraph();
    private final Pre toolResult = new Pre();
    private final WireList wireList = new WireList("wire-log", LAB);
    private final ExercisePanel exercise;
    private final Button request;
    private final ToolCalls calls;
    private final Sandboxes sandboxes;
    private Long shownGate;
    /** What this page said about a decision on the gate it shows (e.g. a refused script click), and which gate. */
    private String note;

    private Long noteGate;

    AccountLabView(
            CurrentSandbox current,
            AccountLabModel model,
            ConsentControls controls,
            LabSurfaces surfaces,
            SandboxEvents events,
            Sandboxes sandboxes) {
        this.sandbox = current.get();
        this.surfaces = surfaces;
        this.page = new LabSurfaces.Page(sandbox, current.sessionRef(), ROUTE);
        this.accounts = model.accounts();
        this.gates = model.gates();
        this.controls = controls;
        this.wire = model.wire();
        this.calls = model.calls();
        this.sandboxes = sandboxes;
        addClassName("lab-layout");

        decision.setId("consent-result");
        toolResult.setId("tool-result");
        toolResult.addClassName("agent-result");
        gateSlot.setId("gate-slot");
        exercise = surfaces.exercise(sandbox, 4);
        request = new Button(
                getTranslation("lab.4.request"), e -> call(Channel.BUTTON, "learner", "delete_account", "{}"));
        request.setId("request-deletion");
        request.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Button simulate = new Button(
                getTranslation("lab.4.simulate"),
                e -> call(Channel.SIMULATED_AGENT, "simulated-agent", "delete_account", "{}"));
        simulate.setId("simulate-agent");
        Button reset = ResetSandbox.button(sandboxes, sandbox);

        // The controls and the gate come right after the lead, so that an armed gate is on the first screen at
        // 1024×768.
        Div lab = new Div(
                new H1(getTranslation("lab.4.title")),
                new Paragraph(getTranslation("lab.4.lead", Texts.isolate("delete_account"), Texts.isolate("PENDING"))),
                account,
                new HorizontalLayout(request, simulate, reset),
                surfaces.guides(sandbox, LAB),
                gateSlot,
                decision,
                exercise,
                new Paragraph(getTranslation("lab.4.trusted-event", Texts.isolate("click()"))),
                new Paragraph(getTranslation("lab.4.breaker")),
                new H2(getTranslation("lab.4.returned")),
                toolResult,
                new H2(getTranslation("lab.wire")),
                wireList,
                FixItLink.forLab(4));
        lab.addClassName("lab-main");
        side = surfaces.sidePanel(
                page,
                true,
                (tool, args) -> call(Channel.INSPECTOR, "inspector", tool, args),
                TOOLS.toArray(String[]::new));
        add(lab, side);
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    private ToolResult call(Channel channel, String caller, String tool, String args) {
        ToolResult result = surfaces.invoke(page, channel, caller, tool, args);
        refresh();
        if (!result.pending() && tool.equals("delete_account")) {
            // No gate to announce (e.g. "Nothing to delete: … already DELETED"): the answer itself is the news.
            LiveRegion.tell(this, result.text());
        }
        return result;
    }

    /**
     * The lines that report a state are read from the records on every redraw, so none outlives
     * what it reports: not a decision after a reset, nor an agent's PENDING after its call was answered.
     */
    private void showFromRecords() {
        Optional<Instant> resetAt = sandboxes.resetAt(sandbox);
        List<ToolCall> sinceReset = calls.newestOfLab(sandbox, LAB, Timeline.WINDOW).stream()
                .filter(call -> resetAt.isEmpty() || call.createdAt().isAfter(resetAt.get()))
                .toList();
        Optional<String> returned = sinceReset.stream()
                .filter(call -> call.channel().agentReachable())
                .findFirst()
                .map(AccountLabView::returnedText);
        toolResult.setText(returned.orElse(getTranslation("lab.4.nothing-returned")));
        // What the agent received is protocol, shown verbatim in English; the page's own line is not.
        if (returned.isPresent()) {
            Verbatim.english(toolResult);
        } else {
            toolResult.getElement().removeAttribute("lang");
            toolResult.getElement().removeAttribute("translate");
        }
        Optional<ToolCall> gated =
                sinceReset.stream().filter(call -> call.gateId() != null).findFirst();
        if (gated.isEmpty()) {
            decision.setText("");
        } else if (gated.get().gateId().equals(noteGate)) {
            decision.setText(note);
        } else if (gated.get().state().isFinal()) {
            decision.setText(returnedText(gated.get()));
        } else {
            decision.setText("");
        }
    }

    private static String returnedText(ToolCall call) {
        return call.resultText() != null
                ? call.resultText()
                : Texts.t(
                        "lab.4.call-state",
                        String.valueOf(call.id()),
                        Texts.isolate(call.state().label()));
    }

    private void refresh() {
        account.show(accounts.find(sandbox));
        // Only Lab 4's own gate: Labs 5, 7 and 8 arm delete_account gates too, each decided on its own page.
        Optional<Gate> pending = gates.pending(sandbox).stream()
                .filter(gate -> gate.tool().equals("delete_account") && gate.subject() == null && gate.ofLab(LAB))
                .findFirst();
        Long pendingId = pending.map(Gate::id).orElse(null);
        // The same gate keeps its card: a redraw never swaps the Confirm or Cancel the person is about to press.
        if (gateSlot.getChildren().findAny().isEmpty() || !Objects.equals(pendingId, shownGate)) {
            shownGate = pendingId;
            gateSlot.removeAll();
            pending.ifPresentOrElse(
                    gate -> {
                        gateSlot.add(controls.gateCard(gate, sandbox, this::decided));
                        LabScroll.intoView(gateSlot);
                        // Told, never focused: the person's focus stays where it is, so a stray Enter confirms nothing.
                        LiveRegion.announce(
                                this,
                                GateNotice.arrived(
                                        getTranslation("lab.4.notice.request"),
                                        surfaces.pathOf(gate),
                                        getTranslation("lab.4.notice.decision")));
                    },
                    () -> gateSlot.add(new Paragraph(getTranslation("lab.4.no-gate"))));
        }
        wireList.show(wire, sandbox);
        showFromRecords();
        exercise.refresh();
        side.refresh();
    }

    private void decided(String text) {
        note = text;
        noteGate = shownGate;
        refresh();
        LiveRegion.tell(this, text);
        if (shownGate == null) {
            // Decided, and the pressed control went with its gate: after Confirm focus lands on the status
            // that changed, after Cancel on the control that asks again.
            Focus.restoreTo(accounts.find(sandbox).status() == AccountStatus.DELETED ? account.status() : request);
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("lab.4.page-title");
    }
}
