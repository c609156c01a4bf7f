package org.consentlab.consent;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.consentlab.consent.defence.ApproverPasskeyJudge;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.defence.JudgedWords;
import org.consentlab.consent.defence.PasskeyJudge;
import org.consentlab.consent.defence.PasskeyParts;
import org.consentlab.consent.defence.SelfApprovalJudge;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.ui.ApproverDecisionCard;
import org.consentlab.consent.ui.BatchCard;
import org.consentlab.consent.ui.BatchRow;
import org.consentlab.consent.ui.ConsentGateCard;
import org.consentlab.consent.ui.EditField;
import org.consentlab.consent.ui.HeldRequestsRelease;
import org.consentlab.consent.ui.PasskeyPrompt;
import org.consentlab.consent.ui.SelfApprovalConfirm;
import org.consentlab.i18n.Phrase;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.RiskDeclaration;
import org.springframework.stereotype.Component;

/**
 * The kernel's ear on the decision cards {@code consent.control} builds: {@link CardDecisions} (for
 * Lab 7's Confirm, after a judge of {@code consent.defence}) or, on an approver's card, {@link
 * ApproverDecisions} judge the click, have {@link HumanDecisions} mint the decision and run the gated
 * tool's confirm. What a card shows of that tool ({@link Shown}) is read here, its hooks being the kernel's.
 */
@Component
public class CardListeners {

    /** What a card shows of the tool that armed its gate: its risk, the fields a person may edit, its schema. */
    public record Shown(RiskDeclaration risk, Map<String, EditField> editable, String inputSchema) {}

    private final GatedTools tools;
    private final DecidingParts deciding;
    private final WireHold wire;
    private final FailureModes modes;
    private final PasskeyParts passkeys;

    CardListeners(GatedTools tools, DecidingParts deciding, WireHold wire, FailureModes modes, PasskeyParts passkeys) {
        this.tools = tools;
        this.deciding = deciding;
        this.wire = wire;
        this.modes = modes;
        this.passkeys = passkeys;
    }

    public Shown shown(Gate gate) {
        GatedTool tool = tool(gate);
        Map<String, EditField> fields = new LinkedHashMap<>();
        tool.editableFields(gate).forEach(name -> fields.put(name, tool.editField(name)));
        return new Shown(tool.risk(gate), fields, tool.declaration().inputSchema());
    }

    /** The card of one gate in the person's own page. */
    public void listen(ConsentGateCard card, Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        card.onAsked(new CardDecisions(context(gate, viewer, onDecided))::asked);
    }

    /** An approver's card: Approve goes through the approver's passkey where the learner's class asks for it. */
    public void listen(ApproverDecisionCard card, Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        ApproverDecisions decisions = new ApproverDecisions(context(gate, viewer, onDecided));
        if (!approverSignsWithPasskey(gate)) {
            card.onAsked(decisions::asked);
            return;
        }
        PasskeyPrompt prompt = card.withPasskeyStep();
        ApproverPasskeyJudge judge = new ApproverPasskeyJudge(
                gate, passkeys, prompt, () -> deciding.approver().name(), onDecided);
        card.onAsked(ask -> {
            if (judge.signs(ask)) {
                judge.asked(ask);
            } else {
                decisions.asked(ask); // a no, a click nobody made, nobody signed in, a rationale too long
            }
        });
        prompt.onAnswered(answer -> decisions.approvedWithPasskey(judge.answered(answer), judge.rationale()));
    }

    /** Whether the class of the gate's learner asks an approver's passkey for this call, read now from its rule. */
    private boolean approverSignsWithPasskey(Gate gate) {
        return passkeys.rules()
                .forCallsOf(gate.sandbox())
                .asksFor(tool(gate).risk(gate).reversibility());
    }

    /** Lab 8's batch: each row decided on its own gate, and Approve all judged once for the rows it covers. */
    public void listen(
            BatchCard card,
            DecisionBatch batch,
            Map<BatchRow, Gate> rows,
            SandboxId viewer,
            Consumer<String> onDecided) {
        Map<DecisionBatch.Item, CardDecisions> decided = new LinkedHashMap<>();
        rows.forEach((row, gate) -> {
            CardDecisions decisions = new CardDecisions(context(gate, viewer, onDecided));
            row.onAsked(decisions::asked);
            row.onEdited(decisions::edited);
            row.showPreview(null); // the row's open edit, if any, asks what it would do, now that the kernel listens
            decided.put(row.item(), decisions);
        });
        card.onApproveAll(ask ->
                CardDecisions.approveAll(ask, decided, modes.isOn(batch.sandbox(), FailureMode.APPROVE_ALL_HIDES)));
    }

    /** Lab 7's Confirm, judged by the defence its gate was requested under; the page is told in words ({@link JudgedWords}). */
    public void listen(
            SelfApprovalConfirm card,
            Gate gate,
            ConfirmDefence defence,
            String expectedTyped,
            SandboxId viewer,
            Consumer<List<Phrase>> onDecided) {
        JudgedWords told = new JudgedWords(onDecided);
        CardDecisions confirms = new CardDecisions(context(gate, viewer, told));
        if (defence == ConfirmDefence.PASSKEY) {
            PasskeyJudge judge = new PasskeyJudge(gate, viewer, passkeys, card.passkey(), told);
            card.onAsked(judge::asked);
            card.passkey().onAnswered(answer -> confirms.judged(told.judged(judge.answered(answer))));
            return;
        }
        SelfApprovalJudge judge = new SelfApprovalJudge(gate, defence, expectedTyped);
        card.onAsked(ask -> confirms.judged(told.judged(judge.asked(ask))));
    }

    /** Lab 5's release of the requests held at the effect boundary: {@code onReleased} hears how many (none: no person). */
    public void listen(HeldRequestsRelease release, SandboxId viewer, Consumer<java.util.OptionalInt> onReleased) {
        release.onAsked(ask -> onReleased.accept(CardDecisions.release(ask, wire, viewer, deciding.clock())));
    }

    private CardContext context(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return new CardContext(
                gate, tool(gate), viewer, deciding, onDecided, () -> ConfirmDefence.ofLab4(modes, gate.sandbox()));
    }

    private GatedTool tool(Gate gate) {
        return tools.armed(gate).orElseThrow(() -> new IllegalStateException("no gated tool armed " + gate.tool()));
    }
}
