package org.consentlab.consent.turn;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.consentlab.consent.BatchGates;
import org.consentlab.consent.Gate;

/** A turn's calls as batch items: one per gate, with the gate's own consequence, rung and state. */
final class BatchItems {

    private BatchItems() {}

    /**
     * A retry that joined a pending gate shares it: the gate is one item, under its first call.
     * Lab 5's runs and Lab 7's gates are left out ({@link GatedTool#decidedInABatch}): each is decided
     * in its own lab's control, with that lab's behaviour or defence.
     */
    static List<DecisionBatch.Item> of(List<TurnCall> turn, BatchGates gates) {
        Set<Long> seen = new HashSet<>();
        List<DecisionBatch.Item> items = new ArrayList<>();
        for (TurnCall call : turn) {
            if (!seen.add(call.gateId())) {
                continue;
            }
            Optional<Gate> gate = gates.find(call.gateId());
            gate.flatMap(gates::riskInABatch)
                    .ifPresent(risk -> items.add(new DecisionBatch.Item(
                            call.callId(),
                            gate.get().id(),
                            gate.get().tool(),
                            gate.get().requiredDecision(),
                            gate.get().consequence(),
                            call.maskedArgs(),
                            state(gate.get()),
                            ApproveAllRule.mayCover(gate.get().requiredDecision(), risk),
                            gate.get().words())));
        }
        return items;
    }

    static DecisionBatch.State state(Gate gate) {
        return switch (gate.status()) {
            case PENDING ->
                gate.awaitingApprover() ? DecisionBatch.State.AWAITING_APPROVER : DecisionBatch.State.PENDING;
            case APPROVED -> DecisionBatch.State.APPROVED;
            case DECLINED -> DecisionBatch.State.DECLINED;
            case EXPIRED -> DecisionBatch.State.TIMED_OUT;
            case CANCELLED -> DecisionBatch.State.CANCELLED;
        };
    }
}
