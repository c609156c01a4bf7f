package org.consentlab.consent;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import net.javacrumbs.shedlock.spring.annotation.SchedulerLock;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.consent.store.Gates;
import org.consentlab.instructor.FailureModes;
import org.consentlab.instructor.GateLifetimes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.GateCancellation;
import org.consentlab.toolcall.Outcome;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

/**
 * Arms gates (public: any path may ask) and closes them without running anything: cancel,
 * fail closed, expire. Opening a gate is a person's decision, carried out only by the
 * package-private {@link GateDecisions}.
 */
@Service
public class ConsentGates implements SandboxResetListener, GateCancellation {

    private final Gates gates;
    private final GateOutcomes outcomes;
    private final GateLifetimes lifetimes;
    private final GateSteps steps;
    private final FailureModes failureModes;

    ConsentGates(
            Gates gates, GateOutcomes outcomes, GateLifetimes lifetimes, GateSteps steps, FailureModes failureModes) {
        this.gates = gates;
        this.outcomes = outcomes;
        this.lifetimes = lifetimes;
        this.steps = steps;
        this.failureModes = failureModes;
    }

    /**
     * Arms a gate for the call, recording {@code armer} as the tool that armed it, or binds the call
     * to the gate already pending for this tool and subject, so that retries never pile up gates (a
     * retry about another record arms its own).
     * The sandbox row is locked so racing requests queue here; the arming is part of the step
     * that handles the call, and commits with its request's audit row. The answer names the gate
     * the call now waits on, which the call's row already records ({@link GateOutcomes#armed}).
     */
    public ToolResponse arm(GatedTool armer, ToolInvocation call, GateSpec spec) {
        ToolResponse pending = steps.units().run(call.sandbox(), () -> {
            Instant now = Instant.now(steps.clock());
            GateLifetimes.Lifetime lifetime = lifetimes.of(call.sandbox(), spec.ttl());
            var existing = gates.pendingFor(call.sandbox(), call.tool(), spec.subject());
            long gateId = existing.map(Gate::id)
                    .orElseGet(() -> gates.arm(call, armer.armsAs(), spec, now, now.plus(lifetime.length())));
            Instant expiresAt = existing.map(Gate::expiresAt).orElse(now.plus(lifetime.length()));
            String armed = existing.isPresent()
                    ? "Joined the gate already pending (#" + gateId + "): "
                            + existing.get().consequence()
                    : "Gate #" + gateId + " armed (" + spec.required().label() + "): " + spec.consequence();
            String text = lifetime.pendingText(spec.pendingText(), expiresAt);
            outcomes.armed(call, gateId, armed, text);
            return ToolResponse.pendingOn(gateId, text);
        });
        // Announced once committed: the person's page shows the prompt at once, never an uncommitted one.
        steps.events().changedAfterCommit(call.sandbox(), SandboxChange.GATES);
        return pending;
    }

    public List<Gate> pending(SandboxId sandbox) {
        return gates.pending(sandbox);
    }

    public Optional<Gate> find(long gateId) {
        return gates.find(gateId);
    }

    public List<Gate> all(SandboxId sandbox) {
        return gates.all(sandbox);
    }

    /** Across every sandbox: gates the person has consented to that now wait for an approver, oldest first. */
    public List<Gate> awaitingApproval() {
        return gates.awaitingApproval();
    }

    /** Fails a pending gate closed for a reason that is not a person's "no" (reset, abort, navigation). */
    @Override
    public void cancel(long gateId, Outcome outcome, String by, String why) {
        Gate gate = gates.find(gateId).orElseThrow();
        steps.units()
                .run(
                        gate.sandbox(),
                        () -> outcomes.deny(
                                gate,
                                GateStatus.CANCELLED,
                                outcome,
                                by,
                                Instant.now(steps.clock()),
                                false,
                                null,
                                "CANCELLED (" + why + "). Nothing was done.",
                                failureModes.inForce(gate.sandbox())));
        steps.events().changedAfterCommit(gate.sandbox(), SandboxChange.GATES);
    }

    /** Fails closed every gate pending for these tools in the sandbox, e.g. when their page goes away. */
    public void failClosed(SandboxId sandbox, Collection<String> tools, Outcome outcome, String by, String why) {
        gates.pending(sandbox).stream()
                .filter(gate -> tools.contains(gate.tool()))
                .forEach(gate -> cancel(gate.id(), outcome, by, why));
    }

    /**
     * Times out overdue gates, including those left pending by a previous run of the app: a restart
     * never executes a pending effect, it only lets the gate wait or expire. With several nodes, one
     * sweep runs per period across the cluster: the lease is held a little less than the period, so
     * the other nodes' timers find it taken.
     */
    @Scheduled(fixedDelayString = "${consentlab.gate.sweep:PT1S}")
    @SchedulerLock(name = "gate-expiry-sweep", lockAtLeastFor = "${consentlab.gate.sweep-lease:PT0.8S}")
    void sweep() {
        expireOverdue();
    }

    /** Times out every overdue gate. A timeout is reported as a timeout, never as a human "no". */
    public int expireOverdue() {
        List<Gate> overdue = gates.overdue(Instant.now(steps.clock()));
        overdue.forEach(this::expire);
        return overdue.size();
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        gates.pending(sandbox).forEach(gate -> cancel(gate.id(), Outcome.CANCELLED, "system", "the sandbox was reset"));
    }

    /** Times the gate out in a step of its own: a timeout, never a "no" (or run anyway, under its failure mode). */
    void expire(Gate gate) {
        steps.units()
                .run(
                        gate.sandbox(),
                        () -> outcomes.expire(gate, Instant.now(steps.clock()), failureModes.inForce(gate.sandbox())));
        steps.events().changedAfterCommit(gate.sandbox(), SandboxChange.GATES);
    }
}
