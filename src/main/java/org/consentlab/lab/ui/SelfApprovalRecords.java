package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.passkey.PasskeyWords;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.consentlab.selfapproval.ui.DefenceMatrix;
import org.consentlab.toolcall.ui.WireList;

/**
 * Lab 7's latest run as its records hold it: the run's line, a run closed by a picker's change
 * ({@code self-approval-closed}), an account restored for the run ({@code self-approval-restored}),
 * the open gate's card ({@code gate-slot}), and under their own headings the verdict (the lab's
 * exercise after it), what the agent did, what the defence saw, the text the agent got, the wire
 * ({@code self-approval-wire}) and the matrix of every pair tried. It shows what the page read.
 */
class SelfApprovalRecords extends Composite<Div> {

    private final SelfApprovalReadout readout = new SelfApprovalReadout();
    private final Paragraph closed = muted("self-approval-closed");
    private final Paragraph restored = muted("self-approval-restored");
    private final Div gateSlot = new Div();
    private final WireList wire = new WireList("self-approval-wire");
    private final DefenceMatrix matrix = new DefenceMatrix();
    private long shownGate = -1;

    SelfApprovalRecords(Component exercise) {
        gateSlot.setId("gate-slot");
        getContent()
                .add(
                        readout.runLine,
                        closed,
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
    }

    private static Paragraph muted(String id) {
        Paragraph line = new Paragraph();
        line.setId(id);
        line.addClassName("muted");
        line.setVisible(false);
        return line;
    }

    /**
     * The latest run as its records hold it, and the grade of every pair the sandbox ran; {@code
     * passkeySaid} reads what a passkey Confirm said of a run's call, as words.
     */
    void show(
            Optional<SelfApprovalRuns.Run> latest,
            Map<String, Grade> ran,
            Function<Long, Optional<PasskeyWords>> passkeySaid) {
        readout.show(latest, passkeySaid);
        wire.show(latest.map(SelfApprovalRuns.Run::wire).orElse(List.of()));
        matrix.show(ran);
    }

    /**
     * The card of the gate waiting for the person, or the line that none is. The card is rebuilt
     * only for a new gate, as an agent's script may be holding on to its button; true when it was.
     */
    boolean showGate(Optional<SelfApprovalRuns.Run> pending, Function<SelfApprovalRuns.Run, Component> card) {
        long pendingGate = pending.map(run -> run.gate().id()).orElse(-1L);
        if (pendingGate == shownGate) {
            return false;
        }
        shownGate = pendingGate;
        gateSlot.removeAll();
        gateSlot.add(pending.map(card).orElseGet(() -> new Paragraph(getTranslation("selfapproval.no-gate"))));
        return pending.isPresent();
    }

    /** A new run was asked for: what the agent got back, and whether its account was restored for it. */
    void ran(String returned, boolean wasDeleted) {
        restored.setText(getTranslation("selfapproval.restored"));
        restored.setVisible(wasDeleted);
        readout.returned(returned);
        closed.setVisible(false);
    }

    /** A picker's change closed {@code run}; the next run is {@code next}. Returns the words, for a live region. */
    String closed(SelfApprovalRuns.Run run, String which, String next) {
        closed.setText(getTranslation(
                "selfapproval.closed",
                SelfApprovalReadout.pair(run),
                getTranslation("selfapproval.closed." + which),
                next));
        closed.setVisible(true);
        return closed.getText();
    }

    SelfApprovalReadout readout() {
        return readout;
    }
}
