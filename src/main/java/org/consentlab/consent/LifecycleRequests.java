package org.consentlab.consent;

import java.time.Duration;
import java.util.Optional;
import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * The request side of Lab 5: the lab's scripted requester asks for an action through the tool-call
 * service, its arguments streaming in chunk by chunk, and the page under test (the chosen UI
 * behaviour) handles the request. Like every request path, this only arms gates; the correct
 * behaviour sends nothing before every decision the ladder requires. The four wrong behaviours
 * are carried out by {@link WrongDesigns}, for this run only.
 */
@Service
public class LifecycleRequests {

    public static final String REQUESTER = "lab-5 requester";
    static final String SUBJECT_PREFIX = "lab5-run-";

    private final ToolCallService toolCalls;
    private final ToolCalls calls;
    private final LifecycleRuns runs;
    private final LifecycleEffects effects;
    private final ConsentGates gates;
    private final AuditLog audit;
    private final SandboxEvents events;
    private final Duration approvalTtl;

    LifecycleRequests(ToolCallService toolCalls, ToolCalls calls, LifecycleRuns runs, LifecycleEffects effects,
                      ConsentGates gates, AuditLog audit, SandboxEvents events,
                      @Value("${consentlab.lifecycle.approval-ttl:PT10M}") Duration approvalTtl) {
        this.toolCalls = toolCalls;
        this.calls = calls;
        this.runs = runs;
        this.effects = effects;
        this.gates = gates;
        this.audit = audit;
        this.events = events;
        this.approvalTtl = approvalTtl;
    }

    /**
     * Opens a run: the requester has started sending the call, which is {@code input-streaming}. A
     * run still waiting for a decision is cancelled first: the page only ever plays one run.
     */
    public long begin(SandboxId sandbox, String sessionRef, String route, LifecycleAction action,
                      UiBehaviour behaviour) {
        cancelWaitingRuns(sandbox);
        long callId = toolCalls.begin(new ToolCallRequest(sandbox, Channel.SIMULATED_AGENT, REQUESTER, action.tool(),
                action.playArgs(), null, sessionRef, route));
        runs.open(callId, sandbox, action, behaviour, action.playArgs());
        return callId;
    }

    /**
     * The same run in one go, for another path (the Tool Inspector, an in-browser agent): its own
     * arguments, validated like every call, handled by the page under the behaviour picked now.
     */
    public ToolResult invoke(ToolCallRequest request, LifecycleAction action, UiBehaviour behaviour) {
        cancelWaitingRuns(request.sandbox());
        long callId = toolCalls.begin(request);
        return toolCalls.complete(callId, request.rawArgs(), new Tool(action.declaration(), call -> {
            runs.open(call.callId(), call.sandbox(), action, behaviour, call.args().toString());
            return handle(runs.find(call.callId()).orElseThrow(), call);
        }));
    }

    private void cancelWaitingRuns(SandboxId sandbox) {
        gates.pending(sandbox).stream().filter(gate -> gate.subject() != null && gate.subject().startsWith(SUBJECT_PREFIX))
                .forEach(gate -> gates.cancel(gate.id(), Outcome.CANCELLED, sandbox.learner(), "a new run started"));
    }

    /**
     * One step of the requester: one more chunk of the arguments, or, once all have arrived, the
     * complete call. False when the requester has nothing left to do (a person must act now).
     */
    public boolean step(long callId) {
        LifecycleRun run = runs.find(callId).orElseThrow();
        if (runs.streamed(callId)) {
            events.changed(run.sandbox(), SandboxChange.CALLS);
            return true;
        }
        // Two players stepping one run (a double click on Play) must not send it twice.
        if (calls.find(callId).orElseThrow().state() != CallState.INPUT_STREAMING || !runs.claimSend(callId)) {
            return false;
        }
        toolCalls.complete(callId, run.args(), new Tool(run.action().declaration(), call -> handle(run, call)));
        return true;
    }

    public Optional<LifecycleRun> run(long callId) {
        return runs.find(callId);
    }

    public Optional<LifecycleRun> latest(SandboxId sandbox) {
        return runs.latest(sandbox);
    }

    /** The page under test receives the complete request and does what its behaviour does. */
    private ToolResponse handle(LifecycleRun opened, ToolInvocation call) {
        Optional<String> consequence = effects.consequence(call.sandbox(), opened.action(), call.args());
        if (consequence.isEmpty()) {
            return ToolResponse.error("The record this call names does not exist. Nothing was changed.");
        }
        runs.consequence(call.callId(), consequence.get());
        LifecycleRun run = runs.find(call.callId()).orElseThrow();
        RequiredDecision required = run.action().required();
        if (!required.gated()) {
            return effects.send(run).toResponse();
        }
        return switch (run.behaviour()) {
            case NO_CONFIRMATION -> WrongDesigns.runWithoutPrompt(calls, audit, call,
                    "UI behaviour " + run.behaviour().id(), () -> effects.send(run));
            case CORRECT -> arm(call, required, consequence.get());
            case FIRES_EARLY -> {
                ToolResponse pending = arm(call, required, consequence.get());
                WrongDesigns.sendAsTheDialogOpens(effects, run);
                yield pending;
            }
            case VAGUE_CONFIRMATION -> arm(call, WrongDesigns.inPageConsentInsteadOfApproval(required),
                    WrongDesigns.VAGUE_CONFIRMATION);
            case DIALOG_INSTEAD_OF_APPROVAL -> arm(call, WrongDesigns.inPageConsentInsteadOfApproval(required),
                    consequence.get());
        };
    }

    private ToolResponse arm(ToolInvocation call, RequiredDecision asked, String shown) {
        boolean approver = asked == RequiredDecision.APPROVAL_OUTSIDE_RUN;
        return gates.arm(call, new GateSpec(asked, SUBJECT_PREFIX + call.callId(), shown, approver
                ? "PENDING. The person must agree in the page, then an approver outside the run must approve. "
                + "Nothing was sent yet."
                : "PENDING. The person must agree in the page. Nothing was sent yet.",
                approver ? approvalTtl : null, null));
    }
}
