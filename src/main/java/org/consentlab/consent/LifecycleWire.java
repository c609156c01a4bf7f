package org.consentlab.consent;

import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Lab 5's "hold the wire": requests that reach the effect boundary wait there while it is on, so
 * the page can show what was on screen at the instant each one left. Releasing lets them reach the
 * system of record, in the order they left; a reset drops them, so nothing held ever runs unseen.
 */
@Service
public class LifecycleWire implements SandboxResetListener {

    private final LifecycleRuns runs;
    private final LifecycleEffects effects;
    private final WireLog wire;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final TransactionTemplate tx;
    private final SandboxEvents events;

    LifecycleWire(LifecycleRuns runs, LifecycleEffects effects, WireLog wire, ToolCalls calls, AuditLog audit,
                  TransactionTemplate tx, SandboxEvents events) {
        this.runs = runs;
        this.effects = effects;
        this.wire = wire;
        this.calls = calls;
        this.audit = audit;
        this.tx = tx;
        this.events = events;
    }

    public boolean holding(SandboxId sandbox) {
        return runs.holding(sandbox);
    }

    public void hold(SandboxId sandbox, boolean on) {
        runs.hold(sandbox, on);
        events.changed(sandbox, SandboxChange.WIRE);
    }

    /** Lets every held request reach its record, oldest first; returns how many were released. */
    public int release(SandboxId sandbox) {
        int released = tx.execute(status -> (int) wire.entries(sandbox).stream().filter(WireEntry::held)
                .filter(entry -> wire.settle(sandbox, entry.seq(), WireEntry.RELEASED))
                .peek(this::deliver).count());
        events.changed(sandbox, SandboxChange.WIRE);
        return released;
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        wire.entries(sandbox).stream().filter(WireEntry::held)
                .filter(entry -> wire.settle(sandbox, entry.seq(), WireEntry.DROPPED))
                .forEach(entry -> calls.find(entry.callId()).filter(call -> call.state() == CallState.EXECUTING)
                        .ifPresent(call -> calls.finish(call.id(), CallState.OUTPUT_ERROR, null,
                                "DROPPED at reset: " + entry.request() + " never reached the record.", true)));
    }

    private void deliver(WireEntry entry) {
        runs.find(entry.callId()).ifPresent(run -> {
            String done = effects.apply(run);
            calls.find(run.callId()).filter(call -> call.state() == CallState.EXECUTING).ifPresent(call -> {
                calls.finish(call.id(), CallState.OUTPUT_AVAILABLE, null, done, false);
                audit.append(call.auditRow(AuditEvent.RESULT, "Held request released: " + entry.request())
                        .withResult(done, null));
            });
        });
    }
}
