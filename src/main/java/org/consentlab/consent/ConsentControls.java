package org.consentlab.consent;

import com.vaadin.flow.component.Component;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Consumer;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/** Hands views the human decision control for a gate; views never see the confirm itself. */
@Service
public class ConsentControls {

    private final ConsentGateCard.Confirms confirms;
    private final GateDecisions decisions;
    private final ToolRegistry registry;
    private final ToolCalls calls;
    private final Clock clock;

    ConsentControls(AccountDeletion deletion, ReportArchive archive, CustomerExport export, ExportHandoff handoff,
                    LifecycleConfirms lifecycle, ObjectProvider<SignedInApprover> approver, GateDecisions decisions,
                    ToolRegistry registry, ToolCalls calls, Clock clock) {
        // Without a sign-in in the application, nobody is an approver: approvals fail closed.
        this.confirms = new ConsentGateCard.Confirms(deletion, archive, export, handoff, lifecycle,
                approver.getIfAvailable(() -> Optional::empty));
        this.decisions = decisions;
        this.registry = registry;
        this.calls = calls;
        this.clock = clock;
    }

    /** Lab 4's consent gate; {@code onDecided} receives what the decision did, in words. */
    public Component gateCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return card(gate, ConsentGateCard.Look.GATE, viewer, onDecided);
    }

    /** The approval card, or the handoff card when the tool's declaration names a handoff. */
    public Component approvalCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        boolean handoff = risk(gate).handoff().isPresent();
        return card(gate, handoff ? ConsentGateCard.Look.HANDOFF : ConsentGateCard.Look.APPROVAL, viewer, onDecided);
    }

    /** Lab 5's dialog for one of its runs: the text the page under test shows, Confirm and Cancel. */
    public Component lifecycleCard(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return new LifecycleDialogCard(context(gate, viewer, onDecided));
    }

    /**
     * The approver's decision on a gate awaiting approval. {@code approverSandbox} is the sandbox of
     * the approver's own browser: a browser can never approve a call its own sandbox requested.
     */
    public Component approverCard(Gate gate, SandboxId approverSandbox, Consumer<String> onDecided) {
        return new ApproverDecisionCard(context(gate, approverSandbox, onDecided), risk(gate), maskedArgs(gate));
    }

    private Component card(Gate gate, ConsentGateCard.Look look, SandboxId viewer, Consumer<String> onDecided) {
        return new ConsentGateCard(context(gate, viewer, onDecided), look, risk(gate), maskedArgs(gate));
    }

    private ConsentGateCard.Context context(Gate gate, SandboxId viewer, Consumer<String> onDecided) {
        return new ConsentGateCard.Context(gate, viewer, confirms, decisions, clock, onDecided);
    }

    private String maskedArgs(Gate gate) {
        return calls.find(gate.callId()).map(ToolCall::maskedArgs).orElse("{}");
    }

    /** Lab 5 serves its own actions, graded by its launch policy's class; every other gated tool is in the registry. */
    private RiskDeclaration risk(Gate gate) {
        return LifecycleAction.byTool(gate.tool()).filter(action -> gate.subject() != null)
                .map(LifecycleAction::riskUnderLaunchPolicy)
                .or(() -> registry.find(gate.tool()).map(Tool::declaration).map(d -> d.risk()))
                .orElseThrow();
    }
}
