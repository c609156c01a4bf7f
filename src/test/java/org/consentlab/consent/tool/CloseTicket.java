package org.consentlab.consent.tool;

import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.EffectResult;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateDecisions;
import org.consentlab.consent.GatedTool;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.WireLog;
import org.springframework.boot.test.context.TestComponent;
import org.springframework.context.annotation.Bean;

/**
 * A gated tool added the way every gated tool is: this one file and nothing else. Its
 * declaration, its request (the only part an agent reaches) and its effect; the registry, the
 * decision controls and the fences find it on their own. Imported only by the test that proves it.
 */
@TestComponent
class CloseTicket extends GatedTool {

    static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            "close_ticket",
            "Close a support ticket",
            "Asks to close ticket T-1. Only an operator can reopen it, so a person must confirm.",
            "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
            "{}",
            RiskDeclaration.of(Kind.DANGER, Reversibility.REVERSIBLE_BY_OPERATOR, ConfirmOverride.ALWAYS),
            true);

    private final ConsentGates gates;
    private final WireLog wire;

    CloseTicket(GateDecisions decisions, ConsentGates gates, WireLog wire) {
        super(decisions, DECLARATION);
        this.gates = gates;
        this.wire = wire;
    }

    @Bean
    Tool closeTicketTool() {
        return new Tool(DECLARATION, this::requestClose);
    }

    public ToolResponse requestClose(ToolInvocation call) {
        return gates.arm(
                this,
                call,
                GateSpec.of(
                        DECLARATION.requiredDecision(),
                        "Close ticket T-1 (printer on fire). " + "Only an operator can reopen it.",
                        "PENDING. A human must confirm in the page. Nothing closed yet."));
    }

    @Override
    protected EffectResult effect(Gate gate) {
        wire.record(gate.sandbox(), gate.callId(), "POST", "/api/tickets/T-1/close");
        return EffectResult.done("CLOSED ticket T-1.");
    }
}
