package org.consentlab.lab.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.approval.ui.ApproverHelp;
import org.consentlab.base.ui.Focus;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.consent.control.ConsentControls;
import org.consentlab.lab.LifecycleLab;
import org.consentlab.lab.LifecycleSnapshot;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.ui.WireList;

/**
 * Lab 5: pick an action and a UI behaviour, play or step the call, and compare what the person
 * sees with what reached the wire. The verdict is read from the wire and the decision records.
 */
@Menu(order = 5, title = "5 · Lifecycle and consent", icon = "vaadin:timer")
@Route(value = "labs/lifecycle", layout = MainLayout.class)
@AnonymousAllowed
class LifecycleLabView extends Div implements HasDynamicTitle {

    static final String ROUTE = "/labs/lifecycle";

    private final SandboxId sandbox;
    private final LifecycleLab lab;
    private final LifecycleLab.Page page;
    private final LifecycleControls controls;
    private final PersonScreen screen;
    private final PolicyLadderPanel ladder = new PolicyLadderPanel();
    private final VerdictPanel verdict = new VerdictPanel();
    private final Checkbox hold = new Checkbox(getTranslation("lifecycle.hold"));
    private final Button release;
    private final HeldRequests held;
    /** Lab 5's own effect requests (fed the sandbox's whole wire), until asked for the whole sandbox's. */
    private final WireList wireList = new WireList("lifecycle-wire", 5);

    private final Paragraph decided = new Paragraph();
    private final LifecycleAnnouncements announcements = new LifecycleAnnouncements(this);
    private final LabSidePanel side;
    private final ExercisePanel exercise;
    private String decidedAt;

    LifecycleLabView(
            CurrentSandbox current,
            LifecycleLabModel model,
            ConsentControls consent,
            LabSurfaces surfaces,
            SandboxEvents events,
            Sandboxes sandboxes) {
        this.sandbox = current.get();
        this.lab = model.lab();
        this.page = new LifecycleLab.Page(sandbox, current.sessionRef(), ROUTE);
        addClassName("lab-layout");
        controls = new LifecycleControls();
        controls.addUsedListener(used -> {
            switch (used.use()) {
                case PLAY -> play();
                case STEP -> step();
                case RESET -> act(() -> ResetSandbox.reset(this, sandboxes, sandbox));
                case PICK -> refresh();
            }
        });
        screen = new PersonScreen(gate -> consent.lifecycleCard(gate, sandbox, this::decided));
        held = new HeldRequests(model.timelines()::of);
        decided.setId("lifecycle-decision-result");
        exercise = surfaces.exercise(sandbox, 5);
        hold.setId("hold-wire");
        hold.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                lab.hold(sandbox, e.getValue());
            }
        });
        release = consent.releaseButton(
                sandbox,
                released -> decided(
                        released.isPresent()
                                ? getTranslation("lifecycle.released", released.getAsInt())
                                : getTranslation("lifecycle.released.no-person")));

        Span holdNote = new Span(getTranslation("lifecycle.hold.note"));
        holdNote.addClassName("muted");
        HorizontalLayout wireControls = new HorizontalLayout(hold, release, holdNote);
        wireControls.setAlignItems(FlexComponent.Alignment.BASELINE);
        Div main = new Div(
                new H1(getTranslation("lifecycle.title")),
                new Paragraph(getTranslation("lifecycle.lead")),
                controls,
                screen,
                decided,
                exercise,
                new ApproverHelp(model.signIn().credentials()),
                verdict,
                new H2(getTranslation("lab.wire")),
                wireControls,
                held,
                wireList,
                ladder);
        main.addClassName("lab-main");
        side = surfaces.sidePanel(
                new LabSurfaces.Page(sandbox, page.sessionRef(), ROUTE),
                lab.declarations(),
                (channel, tool, args) -> lab.invoke(page, channel, channel.label(), tool, args, controls.behaviour()));
        side.showTimeline();
        add(main, side);
        lab.snapshot(sandbox).run().ifPresent(run -> controls.pick(run.action(), run.behaviour()));
        refresh();
        events.refreshWhileAttached(this, sandbox, this::refresh);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("lifecycle.page-title");
    }

    private void play() {
        act(() -> lab.play(page, controls.action(), controls.behaviour()));
    }

    private void step() {
        act(() -> lab.step(page, controls.action(), controls.behaviour()));
    }

    private void act(Runnable action) {
        decided.setText("");
        action.run();
        refresh();
    }

    private void decided(String text) {
        decided.setText(text);
        // Told before the redraw, so that the verdict the decision produced follows it in the same sentence.
        LiveRegion.tell(this, text);
        refresh();
        // The dialog's button went with the dialog: the focus lands on what the decision did.
        Focus.restoreTo(decided);
        decidedAt = gateState(lab.snapshot(sandbox));
    }

    /** Where the run's gate stands; a decision's words go once it has moved on (e.g. an approver decided). */
    private static String gateState(LifecycleSnapshot now) {
        return now.gate()
                .map(g -> g.id() + ":" + g.status() + ":" + g.consentSeq())
                .orElse("none");
    }

    private void refresh() {
        LifecycleSnapshot now = lab.snapshot(sandbox);
        if (decidedAt != null && !decidedAt.equals(gateState(now))) {
            decided.setText("");
            decidedAt = null;
        }
        controls.show(now);
        screen.show(now);
        ladder.show(lab.terms(controls.action()));
        verdict.show(now.verdict());
        announcements.heard(now);
        hold.setValue(now.holding());
        release.setEnabled(now.heldCount() > 0);
        release.setText(
                now.heldCount() > 0
                        ? getTranslation("lifecycle.release.count", now.heldCount())
                        : getTranslation("lifecycle.release"));
        held.show(now);
        wireList.show(now.wire());
        exercise.refresh();
        side.refresh();
    }
}
