package org.consentlab.consent.tool;

import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateDecisions;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Tool;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.springframework.stereotype.Service;

/**
 * {@code delete_account} as Lab 7 plays it: Lab 4's declaration and effect, with the gate armed
 * under one of the {@link ConfirmDefence}s. {@link #requestUnderDefence} is all an agent's run
 * reaches; only {@link SelfApprovalConfirm} (the person's page) or an approver's card confirms.
 */
@Service
public class SelfApprovalDeletion extends GatedTool {

    /** The name Lab 7's gates are armed under ({@link Gate#armedBy}). */
    public static final String ARMS_AS = "lab7:" + AccountDeletion.TOOL;

    private final Accounts accounts;
    private final ConsentGates gates;
    private final AccountDeletion deletion;
    private final ToolCallService toolCalls;

    SelfApprovalDeletion(
            GateDecisions decisions,
            Accounts accounts,
            ConsentGates gates,
            AccountDeletion deletion,
            ToolCallService toolCalls) {
        super(decisions, AccountDeletion.DECLARATION);
        this.accounts = accounts;
        this.gates = gates;
        this.deletion = deletion;
        this.toolCalls = toolCalls;
    }

    /**
     * The agent's request, through the tool-call service like every call: it arms a gate under
     * {@code defence} (an approver outside the run for the second principal) and answers PENDING.
     */
    public ToolResult requestUnderDefence(ToolCallRequest request, ConfirmDefence defence, String capability) {
        long callId = toolCalls.begin(request);
        return toolCalls.complete(callId, request.rawArgs(), new Tool(declaration(), call -> {
            ConsequenceWords consequence = AccountDeletion.consequence(accounts.find(call.sandbox()));
            return gates.arm(
                    this,
                    call,
                    new GateSpec(
                            required(defence),
                            defence.subject(capability, call.callId()),
                            consequence.english(),
                            pendingText(defence),
                            null,
                            null,
                            consequence));
        }));
    }

    /** Lab 4 and Lab 5 arm delete_account too, each under its own name. */
    @Override
    protected String armsAs() {
        return ARMS_AS;
    }

    /** Decided in Lab 7's own control, under the defence in force. */
    @Override
    protected boolean decidedInABatch() {
        return false;
    }

    @Override
    protected EffectResult effect(Gate gate) {
        return deletion.effect(gate);
    }

    public ConfirmDefence defence(Gate gate) {
        String subject = java.util.Objects.requireNonNull(gate.subject());
        return ConfirmDefence.byId(subject.split(":")[1]).orElseThrow();
    }

    /** What type-to-confirm asks for: the account's own e-mail address, read when the control is made. */
    public String typeToConfirm(Gate gate) {
        return accounts.find(gate.sandbox()).email();
    }

    private static RequiredDecision required(ConfirmDefence defence) {
        return defence == ConfirmDefence.SECOND_PRINCIPAL
                ? RequiredDecision.APPROVAL_OUTSIDE_RUN
                : AccountDeletion.DECLARATION.requiredDecision();
    }

    private static String pendingText(ConfirmDefence defence) {
        return defence == ConfirmDefence.SECOND_PRINCIPAL
                ? "PENDING. A person must consent and an approver must approve. Nothing deleted yet."
                : AccountDeletion.PENDING_TEXT;
    }
}
