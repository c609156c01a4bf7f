package org.consentlab.consent;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.base.EventSequence;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxResetListener;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.GateCancellation;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/**
 * Arms gates (public: any path may ask) and closes them without running anything: cancel,
 * fail closed, expire. Opening a gate is a person's decision, carried out only by the
 * package-private {@link GateDecisions}.
 */
@Service
public class ConsentGates implements SandboxResetListener, GateCancellation {

    private final Gates gates;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final EventSequence sequence;
    private final SandboxUnits units;
    private final SandboxEvents events;
    private final Clock clock;
    private final GateLifetimes lifetimes;
    private final FailureModes failureModes;
    private final ObjectProvider<GatedTools> tools;
    private final DecisionAudit decisionAudit;

    ConsentGates(
            Gates gates,
            ToolCalls calls,
            AuditLog audit,
            EventSequence sequence,
            SandboxUnits units,
            SandboxEvents events,
            Clock clock,
            GateLifetimes lifetimes,
            FailureModes failureModes,
            ObjectProvider<GatedTools> tools) {
        this.failureModes = failureModes;
        // Found lazily: every gated tool arms its gates here, so the tools are made after this.
        this.tools = tools;
        this.gates = gates;
        this.calls = calls;
        this.audit = audit;
        this.sequence = sequence;
        this.units = units;
        this.events = events;
        this.clock = clock;
        this.lifetimes = lifetimes;
        this.decisionAudit = new DecisionAudit(calls, audit);
    }

    /**
     * Arms a gate for the call, recording {@code armer} as the tool that armed it, or binds the call
     * to the gate already pending for this tool and subject, so that retries never pile up gates (a
     * retry about another record arms its own).
     * The sandbox row is locked so racing requests queue here; the arming is part of the step
     * that handles the call, and commits with its request's audit row.
     */
    public ToolResponse arm(GatedTool armer, ToolInvocation call, GateSpec spec) {
        String pendingText = units.run(call.sandbox(), () -> {
            Instant now = Instant.now(clock);
            GateLifetimes.Lifetime lifetime = lifetimes.of(call.sandbox(), spec);
            var existing = gates.pendingFor(call.sandbox(), call.tool(), spec.subject());
            long gateId = existing.map(Gate::id)
                    .orElseGet(() -> gates.arm(call, armer.armsAs(), spec, now, now.plus(lifetime.length())));
            Instant expiresAt = existing.map(Gate::expiresAt).orElse(now.plus(lifetime.length()));
            calls.advance(call.callId(), CallState.APPROVAL_REQUESTED);
            calls.bindGate(call.callId(), gateId);
            String armed = existing.isPresent()
                    ? "Joined the gate already pending (#" + gateId + "): "
                            + existing.get().consequence()
                    : "Gate #" + gateId + " armed (" + spec.required().label() + "): " + spec.consequence();
            String text = lifetime.pendingText(spec.pendingText(), expiresAt);
            audit.append(calls.find(call.callId())
                    .orElseThrow()
                    .auditRow(AuditEvent.GATE, armed)
                    .withResult(text, null));
            return text;
        });
        // Announced once committed: the person's page shows the prompt at once, never an uncommitted one.
        events.changedAfterCommit(call.sandbox(), SandboxChange.GATES);
        return ToolResponse.pending(pendingText);
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
        units.run(
                gate.sandbox(),
                () -> deny(
                        gate,
                        GateStatus.CANCELLED,
                        outcome,
                        by,
                        Instant.now(clock),
                        false,
                        null,
                        "CANCELLED (" + why + "). Nothing was done."));
        events.changedAfterCommit(gate.sandbox(), SandboxChange.GATES);
    }

    /** Fails closed every gate pending for these tools in the sandbox, e.g. when their page goes away. */
    public void failClosed(SandboxId sandbox, Collection<String> tools, Outcome outcome, String by, String why) {
        gates.pending(sandbox).stream()
                .filter(gate -> tools.contains(gate.tool()))
                .forEach(gate -> cancel(gate.id(), outcome, by, why));
    }

    /** Times out every overdue gate. A timeout is reported as a timeout, never as a human "no". */
    public int expireOverdue() {
        List<Gate> overdue = gates.overdue(Instant.now(clock));
        overdue.forEach(this::expire);
        return overdue.size();
    }

    @Override
    public void beforeReset(SandboxId sandbox) {
        gates.pending(sandbox).forEach(gate -> cancel(gate.id(), Outcome.CANCELLED, "system", "the sandbox was reset"));
    }

    void expire(Gate gate) {
        if (failureModes.isOn(gate.sandbox(), FailureMode.TIMEOUT_FAILS_OPEN)) {
            units.run(gate.sandbox(), () -> failOpen(gate, Instant.now(clock)));
        } else {
            units.run(
                    gate.sandbox(),
                    () -> deny(
                            gate,
                            GateStatus.EXPIRED,
                            Outcome.TIMED_OUT,
                            "system: timeout",
                            Instant.now(clock),
                            false,
                            null,
                            "TIMED OUT: no person decided within %s. This is not a \"no\"; "
                                            .formatted(inWords(Duration.between(gate.createdAt(), gate.expiresAt())))
                                    + "nothing was done."));
        }
        events.changedAfterCommit(gate.sandbox(), SandboxChange.GATES);
    }

    /**
     * The timeout-fails-open failure mode, switched on: the gate is recorded as what it is (expired,
     * nobody answered), and then the effect runs anyway, through {@link WrongDesigns#runOnTimeout}.
     */
    private void failOpen(Gate gate, Instant at) {
        if (!gates.decide(
                gate.id(), GateStatus.EXPIRED, Outcome.TIMED_OUT, "system: timeout", at, sequence.next(), null)) {
            return;
        }
        GatedTool tool = tools.getObject().armed(gate).orElseThrow();
        List<ToolCall> bound = calls.ofGate(gate.id());
        bound.forEach(call -> calls.advance(call.id(), CallState.APPROVAL_RESPONDED));
        bound.forEach(call -> calls.advance(call.id(), CallState.EXECUTING));
        EffectResult done = WrongDesigns.runOnTimeout(tool, gate);
        if (!done.held() && !done.callsFinished()) {
            bound.forEach(call -> calls.finish(call.id(), CallState.OUTPUT_AVAILABLE, null, done.text(), false));
        }
        decisionAudit.decided(
                gate,
                GateStatus.EXPIRED.label(),
                "system: timeout",
                at,
                Outcome.TIMED_OUT,
                "Nobody answered, and it ran anyway (failure mode " + FailureMode.TIMEOUT_FAILS_OPEN.label() + "): "
                        + done.text());
    }

    /** Closes a pending gate without running anything; every call bound to it ends denied with {@code outcome}. */
    String deny(
            Gate gate,
            GateStatus status,
            Outcome outcome,
            String by,
            Instant at,
            boolean human,
            @Nullable String rationale,
            String text) {
        if (!gates.decide(gate.id(), status, outcome, by, at, sequence.next(), rationale)) {
            return "Already decided; nothing more was done.";
        }
        // The records stay truthful whatever the agent is told; only a switched-on wrong design lies to it.
        String toAgent = failureModes.isOn(gate.sandbox(), FailureMode.REJECTION_AS_SUCCESS)
                ? WrongDesigns.rejectionReportedAsSuccess(gate)
                : text;
        for (ToolCall call : calls.ofGate(gate.id())) {
            if (human) {
                calls.advance(call.id(), CallState.APPROVAL_RESPONDED);
            }
            calls.finish(call.id(), CallState.OUTPUT_DENIED, outcome, toAgent, false);
        }
        decisionAudit.decided(gate, status.label(), by, at, outcome, text);
        return text;
    }

    private static String inWords(Duration wait) {
        return wait.toSeconds() < 120 ? wait.toSeconds() + " s" : wait.toMinutes() + " min";
    }
}
