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

    /**
     * Oldest first, the newest {@code limit} effect requests whose path starts with one of
     * {@code pathPrefixes}: what a page shows, whatever the history holds.
     */
    public List<ExecutedAction> latest(SandboxId sandbox, List<String> pathPrefixes, int limit) {
        return wire.latest(sandbox, pathPrefixes, limit).stream()
                .map(this::executed)
                .toList();
    }

    private ExecutedAction executed(WireEntry entry) {
        var call = entry.callId() == null ? null : calls.find(entry.callId()).orElse(null);
        return new ExecutedAction(
                entry,
                call == null ? "?" : call.tool(),
                call == null || call.resultText() == null ? "" : call.resultText());
    }
}
