package org.consentlab.lab;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.consentlab.consent.GateStatus;
import org.consentlab.toolcall.ToolCall;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Whether the records show a refund that a person edited down and approved: its call asked for one
 * amount, its gate was approved, its refund reached the wire, and what ran (the amount the tool
 * reported to the agent) is lower than what was asked.
 */
class EditedRefunds {

    static final String TOOL = "refund_order";
    private static final Pattern AMOUNT = Pattern.compile("€(\\d+)\\.(\\d{2})");

    boolean editedDownAndRan(SandboxRecords records) {
        return records.gates(TOOL, gate -> gate.status() == GateStatus.APPROVED && !records.wireOf(gate).isEmpty())
                .stream().flatMap(gate -> records.call(gate.callId()).stream())
                .anyMatch(call -> asked(call).flatMap(asked -> ran(call).map(ran -> ran < asked)).orElse(false));
    }

    /** The amount the agent asked for, from the call's own (masked) arguments. */
    static Optional<Integer> asked(ToolCall call) {
        JsonNode args = JsonMapper.shared().readTree(call.maskedArgs() == null ? "{}" : call.maskedArgs());
        return args.has("amountCents") ? Optional.of(args.get("amountCents").asInt()) : Optional.empty();
    }

    /** The amount that ran, as the tool's result names it first. */
    static Optional<Integer> ran(ToolCall call) {
        Matcher amount = AMOUNT.matcher(call.resultText() == null ? "" : call.resultText());
        return amount.find() ? Optional.of(Integer.parseInt(amount.group(1)) * 100 + Integer.parseInt(amount.group(2)))
                : Optional.empty();
    }
}
