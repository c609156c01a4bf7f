package org.consentlab.toolcall;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.tool.InvalidToolCall;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.tool.ToolResponse;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * The single door for every tool call, whatever path it came by. It records the call, validates
 * it, replays idempotent retries, and hands valid calls to the tool's handler. Gated handlers
 * only arm a gate here; effects of gated tools run later, from a human's decision, elsewhere.
 *
 * <p>Each step the caller or a person can observe is one {@link SandboxUnits unit of work}: a call
 * whose arguments came with it is opened, validated and answered (or armed and PENDING) in one; a
 * call whose arguments stream in is opened in one and answered in the next. Its state, audit rows
 * and wire entries commit together. Whatever goes wrong while a call is handled, the call is
 * closed ({@code output-error}, with its audit row): none is left waiting for arguments forever.
 */
@Service
public class ToolCallService {

    private static final Logger log = LoggerFactory.getLogger(ToolCallService.class);
    static final String FAILED = "The lab could not complete this call (an internal error); nothing was changed. "
            + "Retry the call.";

    private final ToolRegistry registry;
    private final ArgsValidator validator;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final SandboxEvents events;
    private final CallCompletions completions;
    private final GateCancellation gates;
    private final ApprovalFatigue fatigue;
    private final SandboxUnits units;
    private final RetryArguments retries;

    ToolCallService(ToolRegistry registry, ArgsValidator validator, ToolCalls calls, AuditLog audit,
                    SandboxEvents events, CallCompletions completions, GateCancellation gates,
                    ApprovalFatigue fatigue, SandboxUnits units, RetryArguments retries) {
        this.units = units;
        this.retries = retries;
        this.fatigue = fatigue;
        this.completions = completions;
        this.registry = registry;
        this.validator = validator;
        this.calls = calls;
        this.audit = audit;
        this.events = events;
        this.gates = gates;
    }

    /**
     * A call whose arguments came with it: opened and answered in one step, one durable commit. A
     * retry with the same idempotency key is looked up with the sandbox locked, so two racing
     * retries cannot both open a call.
     */
    public ToolResult invoke(ToolCallRequest request) {
        return inOneStep(request.sandbox(), request.tool(), () -> replayOf(request).map(call -> replay(call, request))
                .orElseGet(() -> handle(opened(request), request.rawArgs(), null)),
                () -> open(request), changesNothing(registry.find(request.tool()).orElse(null)));
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
        long callId = units.run(request.sandbox(), () -> open(request));
        // Open pages show the call in input-streaming while its arguments are still arriving.
        events.changedAfterCommit(request.sandbox(), SandboxChange.CALLS);
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
        return inOneStep(call.sandbox(), call.tool(),
                () -> handle(calls.find(callId).orElseThrow(), rawArgs, servedByLab), () -> callId,
                changesNothing(servedByLab != null ? servedByLab : registry.find(call.tool()).orElse(null)));
    }

    /**
     * A call of an ungated read tool records itself and changes nothing else: its step's commit
     * may be written with the next ones ({@link SandboxUnits#runDeferred}). Every other call (a
     * gate armed, a write, a refusal of an unknown tool) is durable before it is answered.
     */
    private static boolean changesNothing(@Nullable Tool tool) {
        return tool != null && tool.declaration().risk().kind() == Kind.READ && !tool.declaration().requiredDecision().gated();
    }

    /** Runs the step; should it fail, it rolled back whole, and the call is closed in a step of its own. */
    private ToolResult inOneStep(SandboxId sandbox, String tool, Supplier<ToolResult> step, Supplier<Long> callToClose,
                                 boolean deferred) {
        try {
            return deferred ? units.runDeferred(sandbox, step) : units.run(sandbox, step);
        } catch (RuntimeException e) {
            log.warn("A call of {} failed while it was handled; it is closed as an error", tool, e);
            return units.run(sandbox, () -> closeAfterFailure(callToClose.get()));
        } finally {
            events.changedAfterCommit(sandbox, SandboxChange.CALLS);
        }
    }

    private long open(ToolCallRequest request) {
        return opened(request).id();
    }

    private ToolCall opened(ToolCallRequest request) {
        String tool = request.tool().length() > 128 ? request.tool().substring(0, 128) : request.tool();
        return calls.opened(request.sandbox(), tool, request.channel(), request.caller(), request.idempotencyKey(),
                request.sessionRef(), request.route());
    }

    private ToolResult handle(ToolCall call, String rawArgs, Tool servedByLab) {
        try {
            Tool tool = servedByLab != null ? servedByLab
                    : registry.find(call.tool()).orElseThrow(() -> unknownTool(call.tool()));
            JsonNode args = validator.validate(tool.declaration(), rawArgs);
            String masked = ArgsMasker.mask(args);
            ToolCall valid = call.accepted(masked);
            boolean read = changesNothing(tool);
            if (!read) {
                calls.accept(call, masked); // a read's row is written once, when it is answered
            }
            audit.append(valid.auditRow(AuditEvent.REQUEST, tool.describe(call.sandbox(), args)));
            return read ? read(tool, calls.reading(call, masked), args) : run(tool, valid, args);
        } catch (InvalidToolCall e) {
            calls.finish(call, CallState.OUTPUT_ERROR, null, e.getMessage(), true);
            audit.append(call.auditRow(AuditEvent.REJECTED, "Malformed call refused").withResult(e.getMessage(), null));
            return resultOf(calls.find(call.id()).orElseThrow());
        }
    }

    /** The step rolled back as a whole; the call is closed in a step of its own, and the audit says so. */
    private ToolResult closeAfterFailure(long callId) {
        ToolCall call = calls.find(callId).orElseThrow();
        if (!call.state().isFinal()) {
            calls.finish(callId, CallState.OUTPUT_ERROR, null, FAILED, true);
            audit.append(call.auditRow(AuditEvent.REJECTED, "Call failed inside the lab").withResult(FAILED, null));
        }
        return resultOf(calls.find(callId).orElseThrow());
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
            calls.finish(call, CallState.OUTPUT_ERROR, Outcome.POLICY, tooMuch.get(), true);
            audit.append(call.auditRow(AuditEvent.REJECTED, tool.describe(call.sandbox(), args))
                    .withResult(tooMuch.get(), Outcome.POLICY.label()));
            return resultOf(calls.find(call.id()).orElseThrow());
        }
        // The step holds the call as it moved it, and moves it on without reading it back (ToolCalls).
        ToolCall held = gated ? call : call.movedTo(CallState.EXECUTING);
        if (!gated) {
            calls.advance(call, CallState.EXECUTING);
        }
        ToolResponse response = tool.handler().handle(invocation(call, args));
        switch (response.status()) {
            case DONE -> calls.finish(held, CallState.OUTPUT_AVAILABLE, null, response.text(), false);
            case ERROR -> calls.finish(held, CallState.OUTPUT_ERROR, null, response.text(), true);
            // The gate moved the call to approval-requested and holds it there.
            case PENDING -> calls.resultText(call.id(), response.text());
        }
        if (!gated) {
            audit.append(call.auditRow(AuditEvent.RESULT, tool.describe(call.sandbox(), args)).withResult(response.text(), null));
        }
        CallState now = switch (response.status()) {
            case DONE -> CallState.OUTPUT_AVAILABLE;
            case ERROR -> CallState.OUTPUT_ERROR;
            case PENDING -> calls.find(call.id()).orElseThrow().state(); // wherever the gate holds it
        };
        return new ToolResult(call.id(), response.text(), response.status() == ToolResponse.Status.ERROR, now);
    }

    /**
     * A call of an ungated read tool, from its accepted arguments to its answer in this one step:
     * its row is written once, when it is answered ({@link ToolCalls#answered}). A read answers;
     * it never waits for a gate.
     */
    private ToolResult read(Tool tool, ToolCalls.Reading reading, JsonNode args) {
        ToolCall call = reading.accepted();
        ToolResponse response = tool.handler().handle(invocation(call, args));
        if (response.status() == ToolResponse.Status.PENDING) {
            throw new IllegalStateException("read tool " + tool.name() + " answered PENDING; only a gate holds a call");
        }
        boolean error = response.status() == ToolResponse.Status.ERROR;
        CallState last = error ? CallState.OUTPUT_ERROR : CallState.OUTPUT_AVAILABLE;
        calls.answered(reading, last, response.text(), error);
        audit.append(call.auditRow(AuditEvent.RESULT, tool.describe(call.sandbox(), args)).withResult(response.text(), null));
        return new ToolResult(call.id(), response.text(), error, last);
    }

    private static ToolInvocation invocation(ToolCall call, JsonNode args) {
        return new ToolInvocation(call.sandbox(), call.id(), call.tool(), args, call.maskedArgs(), call.channel(),
                call.caller(), call.sessionRef(), call.route());
    }

    /**
     * A retry is answered with its call's result; while that call waits for a decision, the
     * boundary first checks the retry asks for the same arguments (a retry that is not valid is
     * no change of them, and is replayed).
     */
    private ToolResult replay(ToolCall call, ToolCallRequest request) {
        if (call.gateId() == null || call.state() != CallState.APPROVAL_REQUESTED) {
            return resultOf(call);
        }
        Optional<String> refusal = registry.find(call.tool()).flatMap(tool -> {
            try {
                return retries.retried(call, validator.validate(tool.declaration(), request.rawArgs()));
            } catch (InvalidToolCall e) {
                return Optional.empty();
            }
        });
        ToolCall now = calls.find(call.id()).orElseThrow();
        return refusal.map(text -> new ToolResult(now.id(), text, true, now.state())).orElseGet(() -> resultOf(now));
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
