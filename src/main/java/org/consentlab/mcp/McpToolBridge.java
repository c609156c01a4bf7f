package org.consentlab.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolAnnotations;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolResult;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns the tool registry into MCP tools, one for one, and every {@code tools/call} into a call
 * of the tool-call service on the channel {@code mcp}. It adds no tool of its own (least of all
 * one that confirms anything) and never reaches past the service: the same validation, gate,
 * audit row and wire as every other path.
 */
@Component
class McpToolBridge {

    static final String CALLER = "mcp-client";
    static final String ROUTE = "/mcp";
    /** Optional {@code _meta} key that lets a retrying client reuse the idempotency key of its first try. */
    static final String IDEMPOTENCY_META = "idempotencyKey";

    private final ToolRegistry registry;
    private final ToolCallService toolCalls;
    private final JsonMapper json;
    private final AgentRateLimit rateLimit;
    private final AgentSlots slots;

    McpToolBridge(ToolRegistry registry, ToolCallService toolCalls, JsonMapper json, AgentRateLimit rateLimit,
                  AgentSlots slots) {
        this.registry = registry;
        this.rateLimit = rateLimit;
        this.slots = slots;
        this.toolCalls = toolCalls;
        this.json = json;
    }

    List<SyncToolSpecification> tools(McpJsonMapper mcpJson) {
        return registry.all().stream().map(tool -> specification(tool, mcpJson)).toList();
    }

    private SyncToolSpecification specification(Tool tool, McpJsonMapper mcpJson) {
        ToolDeclaration declaration = tool.declaration();
        ToolAnnotations hints = declaration.annotations();
        McpSchema.Tool described = McpSchema.Tool.builder(declaration.name(), mcpJson, declaration.inputSchema())
                .title(declaration.title())
                .description(declaration.description())
                .annotations(McpSchema.ToolAnnotations.builder()
                        .title(declaration.title())
                        .readOnlyHint(hints.readOnlyHint())
                        .destructiveHint(hints.destructiveHint())
                        .idempotentHint(hints.idempotentHint())
                        // Every tool acts on the learner's sandbox only, never on the open world.
                        .openWorldHint(false)
                        .build())
                .build();
        return SyncToolSpecification.builder().tool(described).callHandler(this::call).build();
    }

    McpSchema.CallToolResult call(McpSyncServerExchange exchange, McpSchema.CallToolRequest request) {
        McpTransportContext context = exchange.transportContext();
        SandboxId sandbox = (SandboxId) context.get(McpServerConfig.SANDBOX_KEY);
        if (sandbox == null) {
            // The access filter always sets it; without it there is no sandbox to act on.
            return McpSchema.CallToolResult.builder().addTextContent("No sandbox for this call. Nothing was changed.")
                    .isError(true).build();
        }
        if (!rateLimit.tryCall(sandbox)) {
            return McpSchema.CallToolResult.builder().addTextContent(rateLimit.slowDown()).isError(true).build();
        }
        Map<String, Object> arguments = request.arguments() == null ? Map.of() : request.arguments();
        return slots.run(sandbox, lane(request.name()), () -> toolCalls.invoke(new ToolCallRequest(sandbox, Channel.MCP, CALLER, request.name(),
                        json.writeValueAsString(arguments), idempotencyKey(request.meta()),
                        sessionRef(exchange.sessionId()), ROUTE)))
                .map(result -> McpSchema.CallToolResult.builder().addTextContent(result.text())
                        .isError(result.isError()).build())
                .orElseGet(() -> McpSchema.CallToolResult.builder().addTextContent("SLOW DOWN: too many agent calls "
                        + "are waiting to be served. This call was refused and nothing was recorded or changed; "
                        + "retry later.").isError(true).build());
    }

    /** A call a person must decide on waits in the gated lane: they are about to see its gate. */
    private AgentSlots.Lane lane(String tool) {
        return registry.find(tool).filter(found -> found.declaration().requiredDecision().gated()).isPresent()
                ? AgentSlots.Lane.GATED : AgentSlots.Lane.UNGATED;
    }

    private static String idempotencyKey(Map<String, Object> meta) {
        Object key = meta == null ? null : meta.get(IDEMPOTENCY_META);
        return key instanceof String text && !text.isBlank() && text.length() <= 128 ? text : null;
    }

    /** Audit rows name the MCP session; the column holds 80 characters. */
    private static String sessionRef(String sessionId) {
        String id = sessionId == null ? "none" : sessionId;
        return "mcp-" + (id.length() > 70 ? id.substring(0, 70) : id);
    }
}
