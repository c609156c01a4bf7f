package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.consent.store.Gates;
import org.consentlab.tool.RiskDeclaration;
import org.springframework.stereotype.Component;

/**
 * What Lab 8's batches may read of a gate, and nothing more: the gate as it is now, and the risk
 * its tool declares where the gate is decided in a batch. Lab 5's runs and Lab 7's gates are not:
 * each is decided in its own lab's control, with that lab's behaviour or defence.
 */
@Component
public class BatchGates {

    private final Gates gates;
    private final GatedTools tools;

    BatchGates(Gates gates, GatedTools tools) {
        this.gates = gates;
        this.tools = tools;
    }

    public Optional<Gate> find(long gateId) {
        return gates.find(gateId);
    }

    /** The risk the tool that armed {@code gate} declares; empty for a gate not decided in a batch. */
    public Optional<RiskDeclaration> riskInABatch(Gate gate) {
        return tools.armed(gate).filter(GatedTool::decidedInABatch).map(tool -> tool.risk(gate));
    }
}
