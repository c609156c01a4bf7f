package org.consentlab.toolcall;

import java.util.Optional;
import java.util.stream.Collectors;
import org.consentlab.audit.AuditEvent;
import org.consentlab.audit.AuditLog;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.tool.InvalidToolCall;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolInvocation;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.tool.ToolResponse;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * An opened call from its arguments to what its caller is told, inside the step that
 * {@link ToolCallService} runs: the arguments validated and stored masked, the request audited,
 * the tool's handler run. A gated handler only arms its gate here and answers PENDING on it (the
 * gate records the call as waiting, {@link CallLifecycle}, and it is not read back); the effect
 * runs later, from a person's decision, elsewhere. A read is moved through its states in memory and
 * its row written once, when it is answered.
 */
@Component
class CallHandling {

    private final ToolRegistry registry;
    private final ArgsValidator validator;
    private final ToolCalls calls;
    private final AuditLog audit;
    private final ApprovalFatigue fatigue;

    CallHandling(
            ToolRegistry registry, ArgsValidator validator, ToolCalls calls, AuditLog audit, ApprovalFatigue fatigue) {
        this.registry = registry;
        this.validator = validator;
        this.calls = calls;
        this.audit = audit;
        this.fatigue = fatigue;
    }

    /**
     * A call of an ungated read tool records itself and changes nothing else: its step's commit
     * may be written with the next ones ({@link org.consentlab.sandbox.SandboxUnits#runDeferred}).
     * Every other call (a gate armed, a write, a refusal of an unknown tool) is durable before it
     * is answered.
     */
    static boolean changesNothing(@Nullable Tool tool) {
        return tool != null
                && tool.declaration().risk().kind() == Kind.READ
                && !tool.declaration().requiredDecision().gated();
    }

    /** Handles {@code call} with {@code rawArgs}, by the registry's tool of its name unless a lab serves its own. */
    ToolResult handle(ToolCall call, String rawArgs, @Nullable Tool servedByLab) {
        return handle(call, true, rawArgs, servedByLab);
    }

    /**
     * As {@link #handle(ToolCall, String, Tool)}, for a call {@linkplain ToolCalls#unwritten taken but not
     * written}: a read writes it once, answered; any other end (bad arguments, an unknown tool, a tool
     * that is no read) writes it first, as it was opened, and goes on as every other call does.
     */
    ToolResult handleUnwritten(ToolCall call, String rawArgs) {
        return handle(call, false, rawArgs, null);
    }

    private ToolResult handle(ToolCall call, boolean written, String rawArgs, @Nullable Tool servedByLab) {
        boolean stored = written;
        try {
            Tool tool = servedByLab != null
                    ? servedByLab
                    : registry.find(call.tool()).orElseThrow(() -> unknownTool(call.tool()));
            JsonNode args = validator.validate(tool.declaration(), rawArgs);
            String masked = ArgsMasker.mask(args);
            ToolCall valid = call.accepted(masked);
            boolean read = changesNothing(tool);
            if (!read) {
                if (!stored) {
                    calls.write(call);
                    stored = true;
                }
                calls.accept(call, masked); // a read's row is written once, when it is answered
            }
            audit.append(valid.auditRow(AuditEvent.REQUEST, tool.describe(call.sandbox(), args)));
            return read ? read(tool, calls.reading(call, masked, stored), args) : run(tool, valid, args);
        } catch (InvalidToolCall e) {
            if (!stored) {
                calls.write(call);
            }
            calls.finish(call, CallState.OUTPUT_ERROR, null, e.getMessage(), true);
            audit.append(
                    call.auditRow(AuditEvent.REJECTED, "Malformed call refused").withResult(e.getMessage(), null));
            return ToolResult.of(calls.find(call.id()).orElseThrow());
        }
    }

    private ToolResult run(Tool tool, ToolCall call, JsonNode args) {
        boolean gated = tool.declaration().requiredDecision().gated();
        Optional<String> tooMuch = gated ? fatigue.refusal(call) : Optional.empty();
        if (tooMuch.isPresent()) {
            // Refused before a gate is armed: the person is not asked, and the audit says why.
            calls.finish(call, CallState.OUTPUT_ERROR, Outcome.POLICY, tooMuch.get(), true);
            audit.append(call.auditRow(AuditEvent.REJECTED, tool.describe(call.sandbox(), args))
                    .withResult(tooMuch.get(), Outcome.POLICY.label()));
            return ToolResult.of(calls.find(call.id()).orElseThrow());
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
            // Pending on a gate: the gate recorded the call as waiting on it, with this text (CallLifecycle).
            case PENDING -> {
                if (response.gateId() == null) {
                    calls.resultText(call.id(), response.text()); // an effect held: it moved the call itself
                }
            }
        }
        if (!gated) {
            audit.append(call.auditRow(AuditEvent.RESULT, tool.describe(call.sandbox(), args))
                    .withResult(response.text(), null));
        }
        CallState now = switch (response.status()) {
            case DONE -> CallState.OUTPUT_AVAILABLE;
            case ERROR -> CallState.OUTPUT_ERROR;
            case PENDING ->
                response.gateId() != null
                        ? CallState.APPROVAL_REQUESTED
                        : calls.find(call.id()).orElseThrow().state(); // wherever the held effect left it
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
        audit.append(call.auditRow(AuditEvent.RESULT, tool.describe(call.sandbox(), args))
                .withResult(response.text(), null));
        return new ToolResult(call.id(), response.text(), error, last);
    }

    private static ToolInvocation invocation(ToolCall call, JsonNode args) {
        return new ToolInvocation(
                call.sandbox(),
                call.id(),
                call.tool(),
                args,
                call.maskedArgs(),
                call.channel(),
                call.caller(),
                call.sessionRef(),
                call.route());
    }

    private InvalidToolCall unknownTool(String name) {
        String known = registry.all().stream().map(Tool::name).sorted().collect(Collectors.joining(", "));
        return new InvalidToolCall(
                "Unknown tool '%s'. Available tools: %s. Nothing was changed.".formatted(name, known));
    }
}
