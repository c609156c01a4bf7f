package org.consentlab.consent.tool;

import java.util.List;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.HumanDecision;
import org.consentlab.consent.WireHold;
import org.consentlab.lifecycle.LifecycleRuns;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.toolcall.CallLifecycle;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.HoldState;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Service;

/**
 * Lab 5's "hold the wire": requests that reach the effect boundary wait there while it is on, so
 * the page can show what was on screen at the instant each one left. Releasing lets them reach the
 * system of record, in the order they left. A release runs effect code, so it is a decision: it
 * takes the same minted {@link HumanDecision} as a confirm, from a person in the sandbox's own
 * page. A reset drops held requests, so nothing held ever runs unseen.
 */
@Service
public class LifecycleWire extends WireHold implements SandboxResetListener {

    private final LifecycleRuns runs;
    private final List<LifecycleTool> tools;
    private final WireLog wire;
    private final ToolCalls calls;
    private final CallLifecycle lifecycle;
    private final AuditLog audit;
    private final SandboxUnits units;
    private final SandboxEvents events;

    LifecycleWire(LifecycleToolsAndRuns lab, CallTrail trail, SandboxUnits units, SandboxEvents events) {
        this.runs = lab.runs();
        this.tools = lab.tools();
        this.wire = trail.wire();
        this.calls = trail.calls();
        this.lifecycle = trail.lifecycle();
        this.audit = trail.audit();
        this.units = units;
        this.events = events;
    }

    public boolean holding(SandboxId sandbox) {
        return runs.holding(sandbox);
    }

    public void hold(SandboxId sandbox, boolean on) {
        runs.hold(sandbox, on);
        events.changed(sandbox, SandboxChange.WIRE);
    }

    /**
     * A person in the page lets every held request of their own sandbox reach its record, oldest
     * first; returns how many were released.
     */
    @Override
    protected int confirmRelease(HumanDecision decision) {
        SandboxId sandbox = decision.sandbox();
        int released = units.run(sandbox, () -> (int) wire.entries(sandbox).stream()
                .filter(WireEntry::held)
                .filter(entry -> wire.settle(sandbox, entry.seq(), HoldState.RELEASED))
                .peek(entry -> deliver(entry, decision))
                .count());
        events.changedAfterCommit(sandbox, SandboxChange.WIRE);
        return released;
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        wire.entries(sandbox).stream()
                .filter(WireEntry::held)
                .filter(entry -> wire.settle(sandbox, entry.seq(), HoldState.DROPPED))
                .forEach(entry -> calls.find(entry.callId())
                        .filter(call -> call.state() == CallState.EXECUTING)
                        .ifPresent(call -> lifecycle.failed(
                                call, "DROPPED at reset: " + entry.request() + " never reached the record.")));
    }

    private void deliver(WireEntry entry, HumanDecision decision) {
        runs.find(entry.callId()).ifPresent(run -> {
            String done = LifecycleTool.of(tools, run.action()).deliver(run);
            calls.find(run.callId())
                    .filter(call -> call.state() == CallState.EXECUTING)
                    .ifPresent(call -> {
                        lifecycle.answered(call, done);
                        audit.append(call.auditRow(AuditEvent.RESULT, "Held request released: " + entry.request())
                                .withDecision("released", decision.principal(), decision.at())
                                .withResult(done, null));
                    });
        });
    }
}
