package org.consentlab.tool;

import org.consentlab.sandbox.SandboxId;
import tools.jackson.databind.JsonNode;

/**
 * One validated call, as a handler receives it. {@code args} has passed the tool's schema;
 * {@code maskedArgs} is the only form of them fit for screens, audit rows and agents.
 */
public record ToolInvocation(
        SandboxId sandbox,
        long callId,
        String tool,
        JsonNode args,
        String maskedArgs,
        Channel channel,
        String caller,
        String sessionRef,
        String route) {}
