package org.consentlab.lab;

import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.consent.GateStatus;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Whether the records show a refund that a person edited down and approved: its gate keeps both
 * the arguments the agent asked with and the ones the person edited them to, the edited amount is
 * the lower, the gate was approved, and its refund reached the wire.
 */
class EditedRefunds {

    static final String TOOL = "refund_order";

    boolean editedDownAndRan(SandboxRecords records) {
        return records
                .gates(
                        TOOL,
                        gate -> gate.status() == GateStatus.APPROVED
                                && gate.edited()
                                && !records.wireOf(gate).isEmpty())
                .stream()
                .anyMatch(EditedRefunds::lowered);
    }

    private static boolean lowered(Gate gate) {
        return amount(gate.editedArgsJson())
                .flatMap(edited -> amount(gate.argsJson()).map(asked -> edited < asked))
                .orElse(false);
    }

    private static Optional<Integer> amount(String argsJson) {
        JsonNode args = JsonMapper.shared().readTree(argsJson == null ? "{}" : argsJson);
        return args.has("amountCents") ? Optional.of(args.get("amountCents").asInt()) : Optional.empty();
    }
}
