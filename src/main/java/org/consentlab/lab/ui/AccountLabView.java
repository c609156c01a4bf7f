package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.consentlab.account.AccountStatus;
import org.consentlab.base.ui.FixedText;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.Gate;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolResult;
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
    private static final Set<SandboxChange> CALLS_ONLY = Set.of(SandboxChange.CALLS);

    private final SandboxId sandbox;
    private final LabSurfaces surfaces;
    private final LabSurfaces.Page page;
    private final LabSidePanel side;
    private final AccountLabModel model;
    private final ConsentControls controls;
    private final Sandboxes sandboxes;

    private final AccountCard account = new AccountCard();
    private final AccountRequests requests;
    private final AccountLabRecords records = new AccountLabRecords();
    private final WireList wireList = new WireList("wire-log", LAB);
    private final ExercisePanel exercise;
    /** Read again on any news but an agent's read: a reset is news of everything. */
    private Optional<Instant> resetAt = Optional.empty();

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
        this.model = model;
        this.controls = controls;
        this.sandboxes = sandboxes;
        addClassName("lab-layout");
        exercise = surfaces.exercise(sandbox, 4);
        requests = new AccountRequests(ResetSandbox.button(sandboxes, sandbox));
        requests.onAsked(e -> call(e.channel(), e.caller(), "delete_account", "{}"));

        // The controls and the gate come right after the lead, so that an armed gate is on the first screen at
        // 1024×768.
        Div lab = new Div(
                new H1(getTranslation("lab.4.title")),
                // The sentences and headings that never change are one state node each (FixedText).
                FixedText.of(
                        new Paragraph(),
                        getTranslation("lab.4.lead", Texts.isolate("delete_account"), Texts.isolate("PENDING"))),
                account,
                requests,
                surfaces.guides(sandbox, LAB),
                records.gateSlot,
                records.decision,
                exercise,
                FixedText.of(new Paragraph(), getTranslation("lab.4.trusted-event", Texts.isolate("click()"))),
                FixedText.of(new Paragraph(), getTranslation("lab.4.breaker")),
                FixedText.of(new H2(), getTranslation("lab.4.returned")),
                records.toolResult,
                FixedText.of(new H2(), getTranslation("lab.wire")),
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
        events.refreshKindsWhileAttached(this, sandbox, this::redraw);
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
     * What agents and other pages changed: an agent's read (calls news alone, the common case in a
     * room) cannot change the account, its gate, the wire or the reset time, so those are not read again for it;
     * nor the exercise, which is checked from them and from the calls that armed its gates. A
     * gate's news never comes before its arming call's row: the call is written in the step that
     * arms the gate or in an earlier one, and the gate's step publishes GATES once it committed
     * (on two nodes, the gate row's own notice), so a redraw that hears of a gate finds its call.
     */
    private void redraw(Set<SandboxChange> kinds) {
        if (kinds.equals(CALLS_ONLY)) {
            showCalls();
        } else {
            refresh();
        }
    }

    private void refresh() {
        resetAt = sandboxes.resetAt(sandbox);
        account.show(model.accounts().find(sandbox));
        // Only Lab 4's own gate: Labs 5, 7 and 8 arm delete_account gates too, each decided on its own page.
        Optional<Gate> pending = model.gates().pending(sandbox).stream()
                .filter(gate -> gate.tool().equals("delete_account") && gate.subject() == null && gate.ofLab(LAB))
                .findFirst();
        if (records.showGate(pending, gate -> controls.gateCard(gate, sandbox, this::decided))) {
            // Told, never focused: the person's focus stays where it is, so a stray Enter confirms nothing.
            LiveRegion.announce(
                    this,
                    GateNotice.arrived(
                            getTranslation("lab.4.notice.request"),
                            surfaces.pathOf(pending.get()),
                            getTranslation("lab.4.notice.decision")));
        }
        wireList.show(model.wire(), sandbox);
        showCalls();
        exercise.refresh();
    }

    /** The calls and what reads them: the records and the side panel. */
    private void showCalls() {
        List<ToolCall> calls = model.calls().newestOfLab(sandbox, LAB, Timeline.WINDOW);
        records.show(calls, resetAt);
        side.refresh(calls);
    }

    private void decided(String text) {
        records.decided(text);
        refresh();
        LiveRegion.tell(this, text);
        if (records.showsNoGate()) {
            // Decided, and the pressed control went with its gate: after Confirm focus lands on the status
            // that changed, after Cancel on the control that asks again.
            Focus.restoreTo(
                    model.accounts().find(sandbox).status() == AccountStatus.DELETED
                            ? account.status()
                            : requests.request());
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("lab.4.page-title");
    }
}
