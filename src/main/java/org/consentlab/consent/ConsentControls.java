package org.consentlab.consent;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.consentlab.consent.CardDecisions.Who;
import org.consentlab.consent.tool.SelfApprovalDeletion;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.BatchCard;
import org.consentlab.consent.ui.BatchRow;
import org.consentlab.consent.ui.ConsentGateCard;
import org.consentlab.consent.ui.EditField;
import org.consentlab.consent.ui.EditNote;
import org.consentlab.consent.ui.HeldRequestsRelease;
import org.consentlab.consent.ui.LifecycleDialogCard;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/**
 * Hands views the human decision controls: a card of {@code consent.ui}, which only shows and asks,
 * with the kernel listening to it ({@link CardDecisions}); views never see a confirm itself. Each
 * card finds the gated tool that armed its gate by lookup, so a new gated tool needs nothing here.
 */
@Service
public class ConsentControls {

    /**
     * What the decision controls read about what awaits a person: which tool armed a gate, the gate's
     * row, its call's masked arguments, and the batches of a turn.
     */
    @org.springframework.stereotype.Component
    record Reads(GatedTools tools, Gates gates, ToolCalls calls, DecisionBatches batches) {}

    private final GatedTools tools;
    private final DecidingParts deciding;
    private final WireHold wire;
    private final ToolCalls calls;
    private final Clock clock;
    private final SelfApprovalDeletion selfApproval;
    private final FailureModes modes;
    private final DecisionBatches batches;
    private final Gates gates;
    private final PasskeyParts passkeys;

    ConsentControls(
            DecidingParts deciding,
            Reads reads,
            WireHold wire,
            SelfApprovalDeletion selfApproval,
            FailureModes modes,
            PasskeyParts passkeys) {
        this.passkeys = passkeys;
        this.batches = reads.batches();
        this.gates = reads.gates();
        this.modes = modes;
        this.tools = reads.tools();
        this.deciding = deciding;
        this.wire = wire;
        this.calls = reads.calls();
        this.clock = deciding.clock();
        this.selfApproval = selfApproval;
    }

    /** Lab 4's consent gate; {@code onDecided} receives what the decision did, in words. */
    public Component gateCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return card(gate, ConsentGateCard.Look.GATE, viewer, onDecided);
    }

    /** The approval card, or the handoff card when the tool's declaration names a handoff. */
    public Component approvalCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        boolean handoff = tool(gate).risk(gate).handoff().isPresent();
        return card(gate, handoff ? ConsentGateCard.Look.HANDOFF : ConsentGateCard.Look.APPROVAL, viewer, onDecided);
    }

    /**
     * Lab 8's batch: the calls of one agent turn, one row each with its own Approve, Reject (with an
     * optional reason) and Edit where the tool allows, and Approve all only for what it may cover.
     * Shows the items' states as they are now; an item whose gate is gone is left out.
     */
    public Component batchCard(DecisionBatch batch, SandboxId viewer, Consumer<String> onDecided) {
        DecisionBatch now = batches.refreshed(batch);
        Map<DecisionBatch.Item, CardDecisions> decided = new LinkedHashMap<>();
        List<BatchRow> rows = now.items().stream()
                .flatMap(item -> gates.find(item.gateId()).stream().map(gate -> {
                    GatedTool tool = tool(gate);
                    BatchRow row = new BatchRow(
                            gate,
                            item,
                            tool.risk(gate),
                            gate.edited() ? EditNote.shown(gate) : item.maskedArgs(),
                            editable(tool, gate),
                            inputSchema(tool));
                    CardDecisions decisions = new CardDecisions(context(gate, viewer, onDecided), Who.PERSON);
                    row.onAsked(decisions::asked);
                    row.onEdited(decisions::edited);
                    row.showPreview(null);
                    decided.put(item, decisions);
                    return row;
                }))
                .toList();
        BatchCard card = new BatchCard(now, rows);
        card.onApproveAll(ask ->
                CardDecisions.approveAll(ask, decided, modes.isOn(batch.sandbox(), FailureMode.APPROVE_ALL_HIDES)));
        return card;
    }

    /** Lab 5's dialog for one of its runs: the text the page under test shows, Confirm and Cancel. */
    public Component lifecycleCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return listened(new LifecycleDialogCard(gate), gate, viewer, onDecided, Who.PERSON);
    }

    /**
     * The approver's decision on a gate awaiting approval. {@code approverSandbox} is the sandbox of
     * the approver's own browser: a browser can never approve a call its own sandbox requested.
     */
    public Component approverCard(Gate gate, SandboxId approverSandbox, Consumer<String> onDecided) {
        return listened(
                new ApproverDecisionCard(gate, tool(gate).risk(gate), maskedArgs(gate)),
                gate,
                approverSandbox,
                onDecided,
                Who.APPROVER);
    }

    /** Lab 7's Confirm control for one of its gates, armed with the defence the gate was requested under. */
    public Component selfApprovalCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        ConfirmDefence defence = selfApproval.defence(gate);
        boolean asksPasskey = defence == ConfirmDefence.PASSKEY;
        SelfApprovalConfirm card = new SelfApprovalConfirm(
                gate, defence.id(), defence.rule(), defence == ConfirmDefence.TYPE_TO_CONFIRM, asksPasskey);
        CardDecisions.Context context = context(gate, viewer, onDecided);
        if (asksPasskey) {
            PasskeyJudge judge = new PasskeyJudge(
                    context, passkeys, card.passkey(), () -> PasskeySigners.of(gate, modes.inForce(gate.sandbox())));
            card.onAsked(judge::asked);
            card.passkey().onAnswered(judge::answered);
            return card;
        }
        SelfApprovalJudge judge = new SelfApprovalJudge(context, defence, selfApproval.typeToConfirm(gate));
        card.onAsked(judge::asked);
        return card;
    }

    /** Lab 5's release of the requests held at the effect boundary: a person's decision in their own page. */
    public Button releaseButton(SandboxId viewer, Consumer<String> onDecided) {
        HeldRequestsRelease release = new HeldRequestsRelease();
        release.onAsked(ask -> onDecided.accept(CardDecisions.release(ask, wire, viewer, clock)));
        return release;
    }

    private Component card(Gate gate, ConsentGateCard.Look look, SandboxId viewer, Consumer<String> onDecided) {
        return listened(
                new ConsentGateCard(gate, look, tool(gate).risk(gate), maskedArgs(gate)),
                gate,
                viewer,
                onDecided,
                Who.PERSON);
    }

    private ConsentGateCard listened(
            ConsentGateCard card, Gate gate, SandboxId viewer, Consumer<String> onDecided, Who who) {
        card.onAsked(new CardDecisions(context(gate, viewer, onDecided), who)::asked);
        return card;
    }

    private CardDecisions.Context context(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return new CardDecisions.Context(
                gate, tool(gate), viewer, deciding, onDecided, () -> lab4Defence(gate.sandbox()));
    }

    /** The fields a person may edit before approving the gate, in their words, in the tool's order. */
    private static Map<String, EditField> editable(GatedTool tool, Gate gate) {
        Map<String, EditField> fields = new LinkedHashMap<>();
        tool.editableFields(gate).forEach(name -> fields.put(name, tool.editField(name)));
        return fields;
    }

    private static String inputSchema(GatedTool tool) {
        return tool.declaration().inputSchema();
    }

    /**
     * The defence of Lab 4's Confirm: trusted-event, which stops an agent's script calling click()
     * and costs a person nothing; none while the agent-presses-confirm failure mode is on.
     */
    ConfirmDefence lab4Defence(SandboxId sandbox) {
        // fixit:begin agent-presses-confirm
        return modes.isOn(sandbox, FailureMode.AGENT_PRESSES_CONFIRM)
                ? WrongDesigns.anyClickConfirms() // fixit:culprit agent-presses-confirm
                : ConfirmDefence.TRUSTED_EVENT;
        // fixit:end agent-presses-confirm
    }

    private GatedTool tool(Gate gate) {
        return tools.armed(gate).orElseThrow(() -> new IllegalStateException("no gated tool armed " + gate.tool()));
    }

    /** The arguments a card shows: where the person edited the call, the edited ones, beside what was asked. */
    private String maskedArgs(Gate gate) {
        return gate.edited()
                ? EditNote.shown(gate)
                : calls.find(gate.callId()).map(ToolCall::maskedArgs).orElse("{}");
    }
}
