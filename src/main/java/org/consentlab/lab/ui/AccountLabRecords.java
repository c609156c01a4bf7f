package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Texts;
import org.consentlab.i18n.Verbatim;
import org.consentlab.toolcall.ToolCall;
import org.jspecify.annotations.Nullable;

/**
 * What Lab 4's page says about its gate and calls, each part placed by the page: the gate's card
 * ({@code gate-slot}), what became of the decision ({@code consent-result}) and what the agent got
 * back ({@code tool-result}). The lines that report a state are shown from the calls the page read
 * from the records on every redraw, so none outlives what it reports: not a decision after a reset,
 * nor an agent's PENDING after its call was answered.
 */
final class AccountLabRecords {

    final Div gateSlot = new Div();
    final Paragraph decision = new Paragraph();
    final Pre toolResult = new Pre();
    private @Nullable Long shownGate;
    /** What the page said about a decision on the gate it shows (e.g. a refused script click), and which gate. */
    private @Nullable String note;

    private @Nullable Long noteGate;

    AccountLabRecords() {
        gateSlot.setId("gate-slot");
        decision.setId("consent-result");
        toolResult.setId("tool-result");
        toolResult.addClassName("agent-result");
    }

    /**
     * The card of the gate waiting for the person, or the line that none is. The same gate keeps its
     * card: a redraw never swaps the Confirm or Cancel the person is about to press. A new gate's card
     * is scrolled into view; true when one was put up.
     */
    boolean showGate(Optional<Gate> pending, Function<Gate, Component> card) {
        Long pendingId = pending.map(Gate::id).orElse(null);
        if (gateSlot.getChildren().findAny().isPresent() && Objects.equals(pendingId, shownGate)) {
            return false;
        }
        shownGate = pendingId;
        gateSlot.removeAll();
        gateSlot.add(pending.map(card).orElseGet(() -> new Paragraph(Texts.t("lab.4.no-gate"))));
        if (pending.isPresent()) {
            LabScroll.intoView(gateSlot);
        }
        return pending.isPresent();
    }

    /** The page's words on a decision about the gate it shows now. */
    void decided(String text) {
        note = text;
        noteGate = shownGate;
    }

    /** Whether no gate's card is up: after a decision, its control went with its gate. */
    boolean showsNoGate() {
        return shownGate == null;
    }

    /** Lab 4's newest calls, read from the records on every redraw; only those since the sandbox's last reset count. */
    void show(List<ToolCall> newest, Optional<Instant> resetAt) {
        List<ToolCall> sinceReset = newest.stream()
                .filter(call -> resetAt.isEmpty() || call.createdAt().isAfter(resetAt.get()))
                .toList();
        Optional<String> returned = sinceReset.stream()
                .filter(call -> call.channel().agentReachable())
                .findFirst()
                .map(AccountLabRecords::returnedText);
        toolResult.setText(returned.orElse(Texts.t("lab.4.nothing-returned")));
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
}
