package org.consentlab.lab;

import java.util.List;
import java.util.Optional;
import org.consentlab.consent.Gate;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.WireEntry;

/**
 * Everything Lab 5's page shows at one moment, read from the records in one go: the current run
 * and its call, the gate it armed, where it is, its verdict, the sandbox's wire, and the hold.
 */
public record LifecycleSnapshot(
        Optional<LifecycleRun> run,
        Optional<ToolCall> call,
        Optional<Gate> gate,
        LifecycleProgress progress,
        Optional<Verdict> verdict,
        List<WireEntry> wire,
        boolean holding) {

    /** Requests that left and wait at the effect boundary. */
    public long heldCount() {
        return wire.stream().filter(WireEntry::held).count();
    }
}
