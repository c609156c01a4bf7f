package org.consentlab.toolcall;

import java.util.Optional;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.tool.InvalidToolCall;
import org.consentlab.tool.ToolRegistry;
import org.springframework.stereotype.Component;

/**
 * A retry with the same idempotency key opens no second call: it is answered with the first
 * call's result. Looked up inside the call's step, with its sandbox held, so two racing retries
 * cannot both open one.
 */
@Component
class CallReplays {

    private final ToolRegistry registry;
    private final ArgsValidator validator;
    private final ToolCalls calls;
    private final RetryArguments retries;

    CallReplays(ToolRegistry registry, ArgsValidator validator, ToolCalls calls, RetryArguments retries) {
        this.registry = registry;
        this.validator = validator;
        this.calls = calls;
        this.retries = retries;
    }

    /** The call {@code request} retries, if it carries the idempotency key of one. */
    Optional<ToolCall> of(ToolCallRequest request) {
        return request.idempotencyKey() == null
                ? Optional.empty()
                : calls.findByIdempotencyKey(request.sandbox(), request.tool(), request.idempotencyKey());
    }

    /**
     * A retry is answered with its call's result; while that call waits for a decision, the
     * boundary first checks the retry asks for the same arguments (a retry that is not valid is
     * no change of them, and is replayed).
     */
    ToolResult replay(ToolCall call, ToolCallRequest request) {
        if (call.gateId() == null || call.state() != CallState.APPROVAL_REQUESTED) {
            return ToolResult.of(call);
        }
        Optional<String> refusal = registry.find(call.tool()).flatMap(tool -> {
            try {
                return retries.retried(call, validator.validate(tool.declaration(), request.rawArgs()));
            } catch (InvalidToolCall e) {
                return Optional.empty();
            }
        });
        ToolCall now = calls.find(call.id()).orElseThrow();
        return refusal.map(text -> new ToolResult(now.id(), text, true, now.state()))
                .orElseGet(() -> ToolResult.of(now));
    }
}
