package org.consentlab.lab.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.consentlab.account.Account;
import org.consentlab.account.AccountStatus;
import org.consentlab.account.Accounts;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.control.ConsentControls;
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
@PageTitle("Lab 4 · Destructive action · Consent Lab")
@AnonymousAllowed
class AccountLabView extends Div {

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

    private final Span status = new Span();
    private final Paragraph holder = new Paragraph();
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

        status.setId("account-status");
        decision.setId("consent-result");
        toolResult.setId("tool-result");
        toolResult.addClassName("agent-result");
        gateSlot.setId("gate-slot");
        exercise = surfaces.exercise(sandbox, 4);
        request = new Button("Request deletion", e -> call(Channel.BUTTON, "learner", "delete_account", "{}"));
        request.setId("request-deletion");
        request.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Button simulate = new Button(
                "Simulate agent call", e -> call(Channel.SIMULATED_AGENT, "simulated-agent", "delete_account", "{}"));
        simulate.setId("simulate-agent");
        Button reset = ResetSandbox.button(sandboxes, sandbox);

        Paragraph lead = new Paragraph(
                "delete_account is irreversible, so it is split in two. Any path may request it: the page's own "
                        + "button, a simulated agent, the Tool Inspector on the right, an in-browser agent through "
                        + "WebMCP, or a real agent over MCP (Connect an agent, top bar). Each only arms the consent "
                        + "gate and gets PENDING back. Nothing is deleted until you press Confirm delete in the gate. "
                        + "Watch the wire below: it fills only after you confirm.");
        Paragraph trustedEvent = new Paragraph(
                "The gate's Confirm wants a trusted event: a click or key press that the browser says came from a "
                        + "person. That stops code on the server, every tool path, and an agent's script in this page "
                        + "calling click() (defence trusted-event). It does not stop a script that forges the event "
                        + "itself, nor input injected as a person's: Lab 7 plays those agents.");
        Paragraph breaker = new Paragraph(
                "After you cancel an agent's request for the same tool three times in a row, the decline breaker "
                        + "stops putting agents' requests for it to you for a while (your own Request deletion still "
                        + "works) and says so at the top of the page, where you can let agents ask again.");
        // The controls and the gate come right after the lead, so that an armed gate is on the first screen at
        // 1024×768.
        Div lab = new Div(
                new H1("Lab 4 · Destructive action"),
                lead,
                accountCard(),
                new HorizontalLayout(request, simulate, reset),
                surfaces.guides(sandbox, LAB),
                gateSlot,
                decision,
                exercise,
                trustedEvent,
                breaker,
                new H2("Last text returned to the agent"),
                toolResult,
                new H2("Wire"),
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

    private Div accountCard() {
        Div card = new Div(new H2("Account"), holder, new Div(new Text("Status: "), status));
        card.addClassName("account-card");
        return card;
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
        toolResult.setText(sinceReset.stream()
                .filter(call -> call.channel().agentReachable())
                .findFirst()
                .map(AccountLabView::returnedText)
                .orElse("Nothing has been returned to an agent yet."));
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
                : "Call %d is %s.".formatted(call.id(), call.state().label());
    }

    private void refresh() {
        Account account = accounts.find(sandbox);
        holder.setText("%s · %s · plan %s".formatted(account.holder(), account.email(), account.plan()));
        status.setText(account.status().name());
        status.getElement().getThemeList().set("badge", true);
        status.getElement().getThemeList().set("error", account.status() == AccountStatus.DELETED);
        status.getElement().getThemeList().set("success", account.status() == AccountStatus.ACTIVE);
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
                                        "delete the account", surfaces.pathOf(gate), "Confirm delete or Cancel"));
                    },
                    () -> gateSlot.add(new Paragraph("No consent gate is pending.")));
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
            Focus.restoreTo(accounts.find(sandbox).status() == AccountStatus.DELETED ? status : request);
        }
    }
}
