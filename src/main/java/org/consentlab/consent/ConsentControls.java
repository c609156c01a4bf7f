package org.consentlab.consent;

import com.vaadin.flow.component.Component;
import java.time.Clock;
import java.util.function.Consumer;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.stereotype.Service;

/** Hands views the human decision control for a gate; views never see the confirm itself. */
@Service
public class ConsentControls {

    private final ConsentGateCard.Confirms confirms;
    private final ConsentGates gates;
    private final ToolRegistry registry;
    private final ToolCalls calls;
    private final Clock clock;

    ConsentControls(AccountDeletion deletion, ReportArchive archive, CustomerExport export, ExportHandoff handoff,
                    ConsentGates gates, ToolRegistry registry, ToolCalls calls, Clock clock) {
        this.confirms = new ConsentGateCard.Confirms(deletion, archive, export, handoff);
        this.gates = gates;
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

    private Component card(Gate gate, ConsentGateCard.Look look, SandboxId viewer, Consumer<String> onDecided) {
        String maskedArgs = calls.find(gate.callId()).map(ToolCall::maskedArgs).orElse("{}");
        return new ConsentGateCard(gate, look, risk(gate), maskedArgs, viewer, confirms, gates, clock, onDecided);
    }

    private RiskDeclaration risk(Gate gate) {
        return registry.find(gate.tool()).map(Tool::declaration).orElseThrow().risk();
    }
}
