package org.consentlab.toolcall;

import java.util.Objects;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;

/**
 * A call as it arrives from any path, before anything is trusted: the tool name and the raw
 * argument text are exactly what the caller sent. A null idempotency key means "a new call".
 */
public record ToolCallRequest(
        SandboxId sandbox,
        Channel channel,
        String caller,
        String tool,
        String rawArgs,
        String idempotencyKey,
        String sessionRef,
        String route) {

    public ToolCallRequest {
        Objects.requireNonNull(sandbox, "sandbox");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(sessionRef, "sessionRef");
        Objects.requireNonNull(route, "route");
    }
}
