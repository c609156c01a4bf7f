package org.consentlab.consent.control;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.consentlab.consent.CardListeners;
import org.consentlab.consent.Gate;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.store.Gates;
import org.consentlab.consent.tool.SelfApprovalDeletion;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.BatchCard;
import org.consentlab.consent.ui.BatchRow;
import org.consentlab.consent.ui.ConsentGateCard;
import org.consentlab.consent.ui.EditNote;
import org.consentlab.consent.ui.HeldRequestsRelease;
import org.consentlab.consent.ui.LifecycleDialogCard;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.i18n.Phrase;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/**
 * Hands views the human decision controls: a card of {@code consent.ui}, which only shows and asks,
 * built from the records, with the kernel listening to it ({@link CardListeners}); views never see a
 * confirm itself, and neither does this class. Each card finds the gated tool that armed its gate by
 * lookup, so a new gated tool needs nothing here.
 */
@Service
public class ConsentControls {

    private final CardListeners listeners;
    private final Gates gates;
    private final ToolCalls calls;
    private final DecisionBatches batches;
    private final SelfApprovalDeletion selfApproval;

    ConsentControls(
            CardListeners listeners,
            Gates gates,
            ToolCalls calls,
            DecisionBatches batches,
            SelfApprovalDeletion selfApproval) {
        this.listeners = listeners;
        this.gates = gates;
        this.calls = calls;
        this.batches = batches;
        this.selfApproval = selfApproval;
    }

    /** Lab 4's consent gate; {@code onDecided} receives what the decision did, in words. */
    public Component gateCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return card(gate, ConsentGateCard.Look.GATE, viewer, onDecided);
    }

    /** The approval card, or the handoff card when the tool's declaration names a handoff. */
    public Component approvalCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        boolean handoff = listeners.shown(gate).risk().handoff().isPresent();
        return card(gate, handoff ? ConsentGateCard.Look.HANDOFF : ConsentGateCard.Look.APPROVAL, viewer, onDecided);
    }

    /**
     * Lab 8's batch: the calls of one agent turn, one row each with its own Approve, Reject (with an
     * optional reason) and Edit where the tool allows, and Approve all only for what it may cover.
     * Shows the items' states as they are now; an item whose gate is gone is left out.
     */
    public Component batchCard(DecisionBatch batch, SandboxId viewer, Consumer<String> onDecided) {
        DecisionBatch now = batches.refreshed(batch);
        Map<BatchRow, Gate> rows = new LinkedHashMap<>();
        now.items()
                .forEach(item -> gates.find(item.gateId()).ifPresent(gate -> {
                    CardListeners.Shown shown = listeners.shown(gate);
                    BatchRow row = new BatchRow(
                            gate,
                            item,
                            shown.risk(),
                            gate.edited() ? EditNote.shown(gate) : item.maskedArgs(),
                            shown.editable(),
                            shown.inputSchema());
                    rows.put(row, gate);
                }));
        BatchCard card = new BatchCard(now, rows.keySet().stream().toList());
        listeners.listen(card, batch, rows, viewer, onDecided);
        return card;
    }

    /** Lab 5's dialog for one of its runs: the text the page under test shows, Confirm and Cancel. */
    public Component lifecycleCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        LifecycleDialogCard card = new LifecycleDialogCard(gate);
        listeners.listen(card, gate, viewer, onDecided);
        return card;
    }

    /**
     * The approver's decision on a gate awaiting approval. {@code approverSandbox} is the sandbox of
     * the approver's own browser: a browser can never approve a call its own sandbox requested.
     */
    public Component approverCard(Gate gate, SandboxId approverSandbox, Consumer<String> onDecided) {
        ApproverDecisionCard card =
                new ApproverDecisionCard(gate, listeners.shown(gate).risk(), maskedArgs(gate));
        listeners.listen(card, gate, approverSandbox, onDecided);
        return card;
    }

    /** Lab 7's Confirm control for one of its gates, armed with the defence the gate was requested under. */
    public Component selfApprovalCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return selfApprovalCardInWords(gate, viewer, words -> onDecided.accept(Phrase.english(words)));
    }

    /**
     * Lab 7's Confirm, its page told what the defence saw as words ({@link Phrase}), so the line can be
     * kept with the run and shown in each reader's language; their English is the line told in English.
     */
    public Component selfApprovalCardInWords(Gate gate, SandboxId viewer, Consumer<List<Phrase>> onDecided) {
        ConfirmDefence defence = selfApproval.defence(gate);
        SelfApprovalConfirm card = new SelfApprovalConfirm(
                gate,
                defence.id(),
                defence.ruleWords().text(),
                defence == ConfirmDefence.TYPE_TO_CONFIRM,
                defence == ConfirmDefence.PASSKEY);
        listeners.listen(card, gate, defence, selfApproval.typeToConfirm(gate), viewer, onDecided);
        return card;
    }

    /**
     * Lab 5's release of the requests held at the effect boundary: a person's decision in their own
     * page. {@code onReleased} hears how many it released (a number, so the page says the sentence in
     * its reader's language), or none where no person pressed it.
     */
    public Button releaseButton(SandboxId viewer, Consumer<OptionalInt> onReleased) {
        HeldRequestsRelease release = new HeldRequestsRelease();
        listeners.listen(release, viewer, onReleased);
        return release;
    }

    private Component card(Gate gate, ConsentGateCard.Look look, SandboxId viewer, Consumer<String> onDecided) {
        ConsentGateCard card =
                new ConsentGateCard(gate, look, listeners.shown(gate).risk(), maskedArgs(gate));
        listeners.listen(card, gate, viewer, onDecided);
        return card;
    }

    /** The arguments a card shows: where the person edited the call, the edited ones, beside what was asked. */
    private String maskedArgs(Gate gate) {
        return gate.edited()
                ? EditNote.shown(gate)
                : calls.find(gate.callId()).map(ToolCall::maskedArgs).orElse("{}");
    }
}
