package org.consentlab.consent.tool;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.consentlab.audit.AuditLog;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.WrongDesigns;
import org.consentlab.consent.store.GateSpec;
import org.consentlab.lifecycle.ActionTerms;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.lifecycle.LifecycleRuns;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolResponse;
import org.consentlab.toolcall.CallLifecycle;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.PersonsOwnCalls;
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

    public static final String REQUESTER = PersonsOwnCalls.LAB_5_REQUESTER;
    /** The subject of a gate one of Lab 5's runs armed, {@code lab5-run-<callId>}: how a run finds its own gate. */
    public static final String SUBJECT_PREFIX = "lab5-run-";

    private final ToolCallService toolCalls;
    private final ToolCalls calls;
    private final CallLifecycle lifecycle;
    private final LifecycleRuns runs;
    private final List<LifecycleTool> tools;
    private final ConsentGates gates;
    private final AuditLog audit;
    private final SandboxEvents events;
    private final Duration approvalTtl;

    LifecycleRequests(
            ToolCallService toolCalls,
            CallTrail trail,
            LifecycleToolsAndRuns lab,
            ConsentGates gates,
            SandboxEvents events,
            @Value("${consentlab.lifecycle.approval-ttl:PT10M}") Duration approvalTtl) {
        this.toolCalls = toolCalls;
        this.calls = trail.calls();
        this.lifecycle = trail.lifecycle();
        this.runs = lab.runs();
        this.tools = lab.tools();
        this.gates = gates;
        this.audit = trail.audit();
        this.events = events;
        this.approvalTtl = approvalTtl;
    }

    /**
     * Opens a run: the requester has started sending the call, which is {@code input-streaming}. A
     * run still waiting for a decision is cancelled first: the page only ever plays one run.
     */
    public long begin(
            SandboxId sandbox, String sessionRef, String route, LifecycleAction action, UiBehaviour behaviour) {
        cancelWaitingRuns(sandbox);
        long callId = toolCalls.begin(new ToolCallRequest(
                sandbox,
                Channel.SIMULATED_AGENT,
                REQUESTER,
                action.tool(),
                action.playArgs(),
                null,
                sessionRef,
                route));
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
        LifecycleTool tool = LifecycleTool.of(tools, action);
        return toolCalls.complete(callId, request.rawArgs(), new Tool(tool.declaration(), call -> {
            runs.open(
                    call.callId(),
                    call.sandbox(),
                    action,
                    behaviour,
                    call.args().toString());
            return handle(runs.find(call.callId()).orElseThrow(), call);
        }));
    }

    /** Whether one of Lab 5's tools armed the gate (Lab 4, 7 and 8 arm some of the same tools under their own). */
    private boolean armedForARun(Gate gate) {
        return tools.stream().anyMatch(tool -> tool.armed(gate));
    }

    private void cancelWaitingRuns(SandboxId sandbox) {
        gates.pending(sandbox).stream()
                .filter(this::armedForARun)
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
        Tool tool = new Tool(LifecycleTool.of(tools, run.action()).declaration(), call -> handle(run, call));
        toolCalls.complete(callId, run.args(), tool);
        return true;
    }

    public Optional<LifecycleRun> run(long callId) {
        return runs.find(callId);
    }

    public Optional<LifecycleRun> latest(SandboxId sandbox) {
        return runs.latest(sandbox);
    }

    /** What the boundary says about the action: its declared rung, the rung in force, and why. */
    public ActionTerms terms(LifecycleAction action) {
        return LifecycleTool.of(tools, action).terms();
    }

    /** The declarations of the lab's actions, in the lab's order, for the page's tool list. */
    public List<ToolDeclaration> declarations() {
        return Arrays.stream(LifecycleAction.values())
                .map(action -> LifecycleTool.of(tools, action).declaration())
                .toList();
    }

    /** The effect request the run's action sends when it is carried out, e.g. {@code POST /api/payments}. */
    public String effectRequest(LifecycleRun run) {
        return LifecycleTool.of(tools, run.action()).request(LifecycleTool.args(run));
    }

    /** The rung this run's own arguments need under the launch policy (refund_order's depends on its amount). */
    public RequiredDecision required(LifecycleRun run) {
        return LifecycleTool.of(tools, run.action()).required(run.sandbox(), LifecycleTool.args(run));
    }

    /** The page under test receives the complete request and does what its behaviour does. */
    private ToolResponse handle(LifecycleRun opened, ToolInvocation call) {
        LifecycleTool tool = LifecycleTool.of(tools, opened.action());
        Optional<ConsequenceWords> consequence = tool.consequence(call.sandbox(), call.args());
        if (consequence.isEmpty()) {
            return ToolResponse.error("The record this call names does not exist. Nothing was changed.");
        }
        runs.consequence(call.callId(), consequence.get().english());
        LifecycleRun run = runs.find(call.callId()).orElseThrow();
        RequiredDecision required = tool.required(call.sandbox(), call.args());
        if (!required.gated()) {
            return tool.send(run).toResponse();
        }
        return switch (run.behaviour()) {
            case NO_CONFIRMATION ->
                WrongDesigns.runWithoutPrompt(
                        lifecycle,
                        audit,
                        call,
                        "UI behaviour " + run.behaviour().id(),
                        () -> tool.send(run));
            case CORRECT -> arm(tool, call, required, consequence.get());
            case FIRES_EARLY -> {
                ToolResponse pending = arm(tool, call, required, consequence.get());
                WrongDesigns.sendAsTheDialogOpens(tool::send, run);
                yield pending;
            }
            case VAGUE_CONFIRMATION ->
                arm(
                        tool,
                        call,
                        WrongDesigns.inPageConsentInsteadOfApproval(required),
                        // The wrong design's words, as vague in every language.
                        ConsequenceWords.of(WrongDesigns.VAGUE_CONFIRMATION, "consent.consequence.vague"));
            case DIALOG_INSTEAD_OF_APPROVAL ->
                arm(tool, call, WrongDesigns.inPageConsentInsteadOfApproval(required), consequence.get());
        };
    }

    private ToolResponse arm(LifecycleTool tool, ToolInvocation call, RequiredDecision asked, ConsequenceWords shown) {
        boolean approver = asked == RequiredDecision.APPROVAL_OUTSIDE_RUN;
        return gates.arm(
                tool,
                call,
                new GateSpec(
                        asked,
                        SUBJECT_PREFIX + call.callId(),
                        shown.english(),
                        approver
                                ? "PENDING. The person must agree in the page, then an approver outside the run must approve. "
                                        + "Nothing was sent yet."
                                : "PENDING. The person must agree in the page. Nothing was sent yet.",
                        approver ? approvalTtl : null,
                        null,
                        shown));
    }
}
