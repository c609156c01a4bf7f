package org.consentlab.toolcall;

import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** What the caller of a tool receives, and the state its call is in right after. */
public record ToolResult(long callId, String text, boolean isError, CallState state) {

    /** What the caller of {@code call} is told now: its result, or its state while it has none. */
    static ToolResult of(ToolCall call) {
        String text = call.resultText() != null
                ? call.resultText()
                : "Call %d is %s.".formatted(call.id(), call.state().label());
        return new ToolResult(call.id(), text, call.isError(), call.state());
    }

    public boolean pending() {
        return state == CallState.APPROVAL_REQUESTED;
    }

    /** Exactly what an MCP client reads: {@code {"content":[{"type":"text","text":…}],"isError":…}}. */
    public String asAgentSees() {
        JsonMapper json = JsonMapper.shared();
        ObjectNode result = json.createObjectNode();
        result.putArray("content").addObject().put("type", "text").put("text", text);
        result.put("isError", isError);
        return json.writerWithDefaultPrettyPrinter().writeValueAsString(result);
    }
}
