package org.consentlab.toolcall;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * The single door for every tool call, whatever path it came by. It opens the call, replays
 * idempotent retries ({@link CallReplays}) and has the call handled ({@link CallHandling}: validated
 * and handed to the tool's handler). Gated handlers only arm a gate there; effects of gated tools
 * run later, from a human's decision, elsewhere.
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
    static final String FAILED =
            "The lab could not complete this call (an internal error); nothing was changed. " + "Retry the call.";

    private final ToolRegistry registry;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final SandboxEvents events;
    private final CallCompletions completions;
    private final GateCancellation gates;
    private final SandboxUnits units;
    private final CallHandling handling;
    private final CallReplays replays;

    ToolCallService(ToolRegistry registry, CallTrail trail, SandboxEvents events, SandboxUnits units, CallSteps steps) {
        this.registry = registry;
        this.calls = trail.calls();
        this.audit = trail.audit();
        this.events = events;
        this.completions = steps.completions();
        this.gates = steps.cancellation();
        this.units = units;
        this.handling = steps.handling();
        this.replays = steps.replays();
    }

    /**
     * A call whose arguments came with it: opened and answered in one step, one durable commit. A
     * retry with the same idempotency key is looked up with the sandbox locked, so two racing
     * retries cannot both open a call.
     */
    public ToolResult invoke(ToolCallRequest request) {
        // A read is answered in this step: its row is written once, answered (ToolCalls#unwritten).
        boolean read = CallHandling.changesNothing(registry.find(request.tool()).orElse(null));
        return inOneStep(
                request.sandbox(),
                request.tool(),
                () -> replays.of(request)
                        .map(call -> replays.replay(call, request))
                        .orElseGet(() -> read
                                ? handling.handleUnwritten(unwritten(request), request.rawArgs())
                                : handling.handle(opened(request), request.rawArgs(), null)),
                () -> open(request),
                read);
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
        return signal.thenApplyAsync(done -> ToolResult.of(calls.find(callId).orElseThrow()));
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
    public ToolResult complete(long callId, String rawArgs, @Nullable Tool servedByLab) {
        ToolCall call = calls.find(callId).orElseThrow();
        return inOneStep(
                call.sandbox(),
                call.tool(),
                () -> handling.handle(calls.find(callId).orElseThrow(), rawArgs, servedByLab),
                () -> callId,
                CallHandling.changesNothing(
                        servedByLab != null
                                ? servedByLab
                                : registry.find(call.tool()).orElse(null)));
    }

    /** Runs the step; should it fail, it rolled back whole, and the call is closed in a step of its own. */
    private ToolResult inOneStep(
            SandboxId sandbox, String tool, Supplier<ToolResult> step, Supplier<Long> callToClose, boolean deferred) {
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
        ToolCall call = unwritten(request);
        calls.write(call);
        return call;
    }

    private ToolCall unwritten(ToolCallRequest request) {
        return calls.unwritten(
                request.sandbox(),
                clipped(request.tool()),
                request.channel(),
                request.caller(),
                request.idempotencyKey(),
                request.sessionRef(),
                request.route());
    }

    private static String clipped(String tool) {
        return tool.length() > 128 ? tool.substring(0, 128) : tool;
    }

    /** The step rolled back as a whole; the call is closed in a step of its own, and the audit says so. */
    private ToolResult closeAfterFailure(long callId) {
        ToolCall call = calls.find(callId).orElseThrow();
        if (!call.state().isFinal()) {
            calls.finish(callId, CallState.OUTPUT_ERROR, null, FAILED, true);
            audit.append(call.auditRow(AuditEvent.REJECTED, "Call failed inside the lab")
                    .withResult(FAILED, null));
        }
        return ToolResult.of(calls.find(callId).orElseThrow());
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
}
