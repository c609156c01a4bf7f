package org.consentlab.toolcall;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.tool.InvalidToolCall;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.tool.ToolResponse;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * The single door for every tool call, whatever path it came by. It records the call, validates
 * it, replays idempotent retries, and hands valid calls to the tool's handler. Gated handlers
 * only arm a gate here; effects of gated tools run later, from a human's decision, elsewhere.
 */
@Service
public class ToolCallService {

    private final ToolRegistry registry;
    private final ArgsValidator validator;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final SandboxEvents events;
    private final CallCompletions completions;
    private final GateCancellation gates;
    private final ApprovalFatigue fatigue;

    ToolCallService(ToolRegistry registry, ArgsValidator validator, ToolCalls calls, AuditLog audit,
                    SandboxEvents events, CallCompletions completions, GateCancellation gates,
                    ApprovalFatigue fatigue) {
        this.fatigue = fatigue;
        this.completions = completions;
        this.registry = registry;
        this.validator = validator;
        this.calls = calls;
        this.audit = audit;
        this.events = events;
        this.gates = gates;
    }

    public ToolResult invoke(ToolCallRequest request) {
        Optional<ToolCall> replay = replayOf(request);
        if (replay.isPresent()) {
            return resultOf(replay.get());
        }
        return complete(begin(request), request.rawArgs());
    }

    /**
     * What the caller finally receives: completes when the call reaches a final state (at once if
     * it already has), without holding any thread while a person decides or a handoff waits.
     */
    public CompletableFuture<ToolResult> whenFinished(long callId) {
        CompletableFuture<Void> signal = completions.register(callId);
        ToolCall now = calls.find(callId).orElseThrow();
        if (now.state().isFinal()) {
            signal.complete(null);
        }
        return signal.thenApplyAsync(done -> resultOf(calls.find(callId).orElseThrow()));
    }

    /** Opens the call in {@code input-streaming}, for callers that stream their arguments in. */
    public long begin(ToolCallRequest request) {
        String tool = request.tool().length() > 128 ? request.tool().substring(0, 128) : request.tool();
        long callId = calls.open(request.sandbox(), tool, request.channel(), request.caller(),
                request.idempotencyKey(), request.sessionRef(), request.route());
        // Open pages show the call in input-streaming while its arguments are still arriving.
        events.changed(request.sandbox(), SandboxChange.CALLS);
        return callId;
    }

    /** The arguments have arrived: validate them and run the tool's handler. */
    public ToolResult complete(long callId, String rawArgs) {
        return complete(callId, rawArgs, null);
    }

    /**
     * As above, for a tool a lab serves itself under its own launch policy rather than from the
     * registry; it is validated, recorded and audited exactly like every other call.
     */
    public ToolResult complete(long callId, String rawArgs, Tool servedByLab) {
        ToolCall call = calls.find(callId).orElseThrow();
        try {
            Tool tool = servedByLab != null ? servedByLab
                    : registry.find(call.tool()).orElseThrow(() -> unknownTool(call.tool()));
            JsonNode args = validator.validate(tool.declaration(), rawArgs);
            calls.maskedArgs(callId, ArgsMasker.mask(args));
            calls.advance(callId, CallState.INPUT_AVAILABLE);
            ToolCall valid = calls.find(callId).orElseThrow();
            audit.append(valid.auditRow(AuditEvent.REQUEST, tool.describe(call.sandbox(), args)));
            return run(tool, valid, args);
        } catch (InvalidToolCall e) {
            calls.finish(callId, CallState.OUTPUT_ERROR, null, e.getMessage(), true);
            audit.append(call.auditRow(AuditEvent.REJECTED, "Malformed call refused").withResult(e.getMessage(), null));
            return resultOf(calls.find(callId).orElseThrow());
        } finally {
            events.changed(call.sandbox(), SandboxChange.CALLS);
        }
    }

    /**
     * The caller gave up on a call that is still waiting for a decision (an aborted signal, a page
     * left): its gate fails closed with {@code outcome}. Only ever a cancel, never a decision, so a
     * person's "no" ({@code declined}) cannot be claimed here. True if a pending gate was cancelled.
     */
    public boolean abandon(long callId, Outcome outcome, String why) {
        if (outcome == Outcome.DECLINED) {
            throw new IllegalArgumentException("only a person declines; abandon with another outcome");
        }
        ToolCall call = calls.find(callId).orElseThrow();
        if (call.gateId() == null || call.state() != CallState.APPROVAL_REQUESTED) {
            return false;
        }
        gates.cancel(call.gateId(), outcome, call.caller(), why);
        return calls.find(callId).orElseThrow().outcome() == outcome;
    }

    private ToolResult run(Tool tool, ToolCall call, JsonNode args) {
        boolean gated = tool.declaration().requiredDecision().gated();
        Optional<String> tooMuch = gated ? fatigue.refusal(call) : Optional.empty();
        if (tooMuch.isPresent()) {
            // Refused before a gate is armed: the person is not asked, and the audit says why.
            calls.finish(call.id(), CallState.OUTPUT_ERROR, Outcome.POLICY, tooMuch.get(), true);
            audit.append(call.auditRow(AuditEvent.REJECTED, tool.describe(call.sandbox(), args))
                    .withResult(tooMuch.get(), Outcome.POLICY.label()));
            return resultOf(calls.find(call.id()).orElseThrow());
        }
        if (!gated) {
            calls.advance(call.id(), CallState.EXECUTING);
        }
        ToolResponse response = tool.handler().handle(new ToolInvocation(call.sandbox(), call.id(), call.tool(), args,
                call.maskedArgs(), call.channel(), call.caller(), call.sessionRef(), call.route()));
        switch (response.status()) {
            case DONE -> calls.finish(call.id(), CallState.OUTPUT_AVAILABLE, null, response.text(), false);
            case ERROR -> calls.finish(call.id(), CallState.OUTPUT_ERROR, null, response.text(), true);
            // The gate moved the call to approval-requested and holds it there.
            case PENDING -> calls.resultText(call.id(), response.text());
        }
        if (!gated) {
            audit.append(call.auditRow(AuditEvent.RESULT, tool.describe(call.sandbox(), args)).withResult(response.text(), null));
        }
        return new ToolResult(call.id(), response.text(), response.status() == ToolResponse.Status.ERROR,
                calls.find(call.id()).orElseThrow().state());
    }

    private Optional<ToolCall> replayOf(ToolCallRequest request) {
        return request.idempotencyKey() == null ? Optional.empty()
                : calls.findByIdempotencyKey(request.sandbox(), request.tool(), request.idempotencyKey());
    }

    private static ToolResult resultOf(ToolCall call) {
        String text = call.resultText() != null ? call.resultText()
                : "Call %d is %s.".formatted(call.id(), call.state().label());
        return new ToolResult(call.id(), text, call.isError(), call.state());
    }

    private InvalidToolCall unknownTool(String name) {
        String known = registry.all().stream().map(Tool::name).sorted().collect(Collectors.joining(", "));
        return new InvalidToolCall("Unknown tool '%s'. Available tools: %s. Nothing was changed.".formatted(name, known));
    }
}
