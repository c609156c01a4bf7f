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
import org.consentlab.toolcall.IdempotencyKeys;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns the tool registry into MCP tools, one for one, and every {@code tools/call} into a call
 * of the tool-call service on the channel {@code mcp}. It adds no tool of its own (least of all
 * one that confirms anything) and never reaches past the service: the same validation, gate,
 * audit row and wire as every other path.
 */
@Component
class McpToolBridge {

    private static final Logger log = LoggerFactory.getLogger(McpToolBridge.class);

    static final String CALLER = "mcp-client";
    static final String ROUTE = "/mcp";
    /** Optional {@code _meta} key that lets a retrying client reuse the idempotency key of its first try. */
    static final String IDEMPOTENCY_META = "idempotencyKey";

    private final ToolRegistry registry;
    private final ToolCallService toolCalls;
    private final JsonMapper json;
    private final AgentRateLimit rateLimit;
    private final AgentSlots slots;

    McpToolBridge(
            ToolRegistry registry,
            ToolCallService toolCalls,
            JsonMapper json,
            AgentRateLimit rateLimit,
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
        return SyncToolSpecification.builder()
                .tool(described)
                .callHandler(this::call)
                .build();
    }

    McpSchema.CallToolResult call(McpSyncServerExchange exchange, McpSchema.CallToolRequest request) {
        McpTransportContext context = exchange.transportContext();
        SandboxId sandbox = (SandboxId) context.get(McpServerConfig.SANDBOX_KEY);
        if (sandbox == null) {
            // The access filter always sets it; without it there is no sandbox to act on.
            return McpSchema.CallToolResult.builder()
                    .addTextContent("No sandbox for this call. Nothing was changed.")
                    .isError(true)
                    .build();
        }
        if (!rateLimit.tryCall(sandbox)) {
            return McpSchema.CallToolResult.builder()
                    .addTextContent(rateLimit.slowDown())
                    .isError(true)
                    .build();
        }
        Object key = idempotencyKey(request.meta());
        if (!followsTheRule(key)) {
            return McpSchema.CallToolResult.builder()
                    .addTextContent(
                            "_meta.idempotencyKey: " + IdempotencyKeys.RULE + ". Nothing was recorded or changed.")
                    .isError(true)
                    .build();
        }
        try {
            return callTool(exchange, request, sandbox, (String) key);
        } catch (RuntimeException fault) {
            // The SDK would send the exception's own message (a SQL statement, a class) to the client.
            log.error("MCP tool call {} failed", request.name(), fault);
            return McpSchema.CallToolResult.builder()
                    .addTextContent("The lab could not complete this call (an "
                            + "internal error); nothing was changed. The server's log has the details.")
                    .isError(true)
                    .build();
        }
    }

    private McpSchema.CallToolResult callTool(
            McpSyncServerExchange exchange, McpSchema.CallToolRequest request, SandboxId sandbox, String key) {
        McpTransportContext context = exchange.transportContext();
        String arguments = rawArguments(context, request);
        return slots.run(
                        sandbox,
                        lane(request.name()),
                        () -> toolCalls.invoke(new ToolCallRequest(
                                sandbox,
                                Channel.MCP,
                                CALLER,
                                request.name(),
                                arguments,
                                key,
                                sessionRef(exchange.sessionId()),
                                ROUTE)))
                .map(result -> McpSchema.CallToolResult.builder()
                        .addTextContent(result.text())
                        .isError(result.isError())
                        .build())
                .orElseGet(() -> McpSchema.CallToolResult.builder()
                        .addTextContent("SLOW DOWN: too many agent calls "
                                + "are waiting to be served. This call was refused and nothing was recorded or changed; "
                                + "retry later.")
                        .isError(true)
                        .build());
    }

    /** A call a person must decide on waits in the gated lane: they are about to see its gate. */
    private AgentSlots.Lane lane(String tool) {
        return registry.find(tool)
                        .filter(found -> found.declaration().requiredDecision().gated())
                        .isPresent()
                ? AgentSlots.Lane.GATED
                : AgentSlots.Lane.UNGATED;
    }

    /**
     * The arguments as the caller sent them, kept by the message guard: the SDK's binding has
     * turned {@code 1e309} into infinity (which Jackson writes as the string {@code "Infinity"}) and
     * {@code 1.0000000000000000000000000001} into 1. Without them (a request the guard did not
     * read), the binding is written with infinity as a bare token, which the validator refuses.
     */
    private String rawArguments(McpTransportContext context, McpSchema.CallToolRequest request) {
        if (context.get(McpServerConfig.ARGUMENTS_KEY) instanceof String sent) {
            return sent;
        }
        Map<String, Object> bound = request.arguments() == null ? Map.of() : request.arguments();
        return json.rebuild()
                .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
                .build()
                .writeValueAsString(bound);
    }

    /**
     * The message guard has refused every key that breaks {@link IdempotencyKeys}' rule, so a key
     * here follows it; one that does not (a request the guard did not read) is an error, not a new call.
     */
    private static Object idempotencyKey(Map<String, Object> meta) {
        return meta == null ? null : meta.get(IDEMPOTENCY_META);
    }

    private static boolean followsTheRule(Object key) {
        return key == null
                || key instanceof String text && IdempotencyKeys.problem(text).isEmpty();
    }

    /** Audit rows name the MCP session; the column holds 80 characters. */
    private static String sessionRef(String sessionId) {
        String id = sessionId == null ? "none" : sessionId;
        return "mcp-" + (id.length() > 70 ? id.substring(0, 70) : id);
    }
}
