package org.consentlab.consent.tool;

import java.util.List;
import java.util.Optional;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.Gate;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.consent.store.Gates;
import org.consentlab.consent.ui.EditNote;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.tool.CanonicalArgs;
import org.consentlab.toolcall.RetryArguments;
import org.consentlab.toolcall.ToolCall;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * A retry with the same idempotency key that asks for other arguments than the call pending on an
 * {@link ArgumentBoundTool}'s gate: refused, with a clear text and an audit row, so what the person
 * decides on never changes under them. While {@link FailureMode#APPROVAL_NOT_BOUND} is on, the
 * retry's arguments replace the pending call's instead (the wrong design). Retries of other tools,
 * and retries asking for the same arguments, are replays as ever.
 */
@Component
class BoundRetries implements RetryArguments {

    private final Gates gates;
    private final List<ArgumentBoundTool> tools;
    private final FailureModes modes;
    private final AuditLog audit;

    BoundRetries(Gates gates, List<ArgumentBoundTool> tools, FailureModes modes, AuditLog audit) {
        this.gates = gates;
        this.tools = List.copyOf(tools);
        this.modes = modes;
        this.audit = audit;
    }

    @Override
    public Optional<String> retried(ToolCall pending, JsonNode retryArgs) {
        Optional<Gate> gate = gates.find(pending.gateId())
                .filter(Gate::pending)
                .filter(found -> tools.stream().anyMatch(tool -> tool.armed(found)));
        if (gate.isEmpty()
                || CanonicalArgs.same(retryArgs, CanonicalArgs.parse(gate.get().argsJson()))) {
            return Optional.empty();
        }
        // fixit:begin approval-not-bound
        String retry = EditNote.masked(retryArgs.toString());
        if (modes.isOn(pending.sandbox(), FailureMode.APPROVAL_NOT_BOUND)) {
            WrongDesigns.retryReplacesArguments( // fixit:culprit approval-not-bound
                    gates, gate.get(), retryArgs.toString());
            audit.append(pending.auditRow(
                    AuditEvent.GATE,
                    "A retry replaced the pending call's arguments with " + retry + " (failure mode "
                            + FailureMode.APPROVAL_NOT_BOUND.label() + ")"));
            return Optional.empty();
        }
        // fixit:fix-begin approval-not-bound
        String refusal = ("REFUSED. Call %d with this idempotency key waits for a decision on %s; a retry cannot "
                        + "change its arguments. Nothing was changed: to ask for something else, make a new call with a new "
                        + "idempotency key.")
                .formatted(pending.id(), EditNote.masked(gate.get().argsJson()));
        audit.append(pending.auditRow(AuditEvent.REJECTED, "A retry asked for other arguments: " + retry)
                .withResult(refusal, null));
        return Optional.of(refusal);
        // fixit:fix-end approval-not-bound
        // fixit:end approval-not-bound
    }
}
