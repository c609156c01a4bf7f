package org.consentlab.toolcall;

import java.util.List;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/**
 * Reads what executed from the wire, never from what a caller was told: a rejection reported to
 * an agent as a success still adds nothing here, and a double effect shows twice.
 */
@Component
public class ExecutedActions {

    private final WireLog wire;
    private final ToolCalls calls;

    ExecutedActions(WireLog wire, ToolCalls calls) {
        this.wire = wire;
        this.calls = calls;
    }

    /** Oldest first; only effect requests whose path starts with one of {@code pathPrefixes}. */
    public List<ExecutedAction> of(SandboxId sandbox, List<String> pathPrefixes) {
        return wire.entries(sandbox).stream()
                .filter(entry -> pathPrefixes.stream().anyMatch(entry.path()::startsWith))
                .map(entry -> {
                    var call = entry.callId() == null ? null : calls.find(entry.callId()).orElse(null);
                    return new ExecutedAction(entry, call == null ? "?" : call.tool(),
                            call == null || call.resultText() == null ? "" : call.resultText());
                })
                .toList();
    }
}
