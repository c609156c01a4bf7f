package org.consentlab.webmcp.ui;

import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.LongPredicate;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.ToolResult;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The server half of the WebMCP bridge. It hands the browser the page's tool declarations, hears
 * which WebMCP API the browser found, runs each agent call through {@code invoke} and lets the
 * browser give up on calls it made here, and only those, through {@code abandon}.
 */
@Tag("consent-webmcp")
@JsModule("./webmcp-bridge.ts")
public class WebMcpBridge extends Component {

    /** What the browser may say it found; anything else is shown as none. */
    public static final Set<String> APIS = Set.of("document.modelContext", "navigator.modelContext", "none");

    private final BiFunction<String, String, ToolResult> invoke;
    private final LongPredicate abandon;
    private final Set<Long> callsMadeHere = ConcurrentHashMap.newKeySet();
    private final List<Consumer<String>> detectionListeners = new CopyOnWriteArrayList<>();
    private String detected;

    /**
     * @param tools   what the page registers
     * @param invoke  runs a call (tool name, raw JSON arguments) for an in-browser agent
     * @param abandon gives up on a call still waiting at a gate; true if a pending gate was cancelled
     */
    public WebMcpBridge(
            List<ToolDeclaration> tools, BiFunction<String, String, ToolResult> invoke, LongPredicate abandon) {
        this.invoke = invoke;
        this.abandon = abandon;
        getElement().setProperty("tools", declarations(tools));
    }

    /** Which API the browser found, once it has said; null until then. */
    public String detected() {
        return detected;
    }

    /** Told which API the browser found (now, if it has already said). */
    public Registration onDetected(Consumer<String> listener) {
        detectionListeners.add(listener);
        if (detected != null) {
            listener.accept(detected);
        }
        return () -> detectionListeners.remove(listener);
    }

    @ClientCallable
    void reportDetected(String api) {
        detected = APIS.contains(api) ? api : "none";
        detectionListeners.forEach(listener -> listener.accept(detected));
    }

    /** An in-browser agent's call. The answer is {@code {"callId":…,"text":…,"isError":…,"pending":…}}. */
    @ClientCallable
    public String call(String tool, String rawArgs) {
        ToolResult result = invoke.apply(tool, rawArgs == null ? "{}" : rawArgs);
        callsMadeHere.add(result.callId());
        ObjectNode answer = JsonMapper.shared().createObjectNode();
        answer.put("callId", result.callId())
                .put("text", result.text())
                .put("isError", result.isError())
                .put("pending", result.pending());
        return answer.toString();
    }

    /** The agent's signal was aborted: a call made through this bridge gives up its pending gate. */
    @ClientCallable
    boolean abort(long callId) {
        return callsMadeHere.contains(callId) && abandon.test(callId);
    }

    private static String declarations(List<ToolDeclaration> tools) {
        JsonMapper json = JsonMapper.shared();
        ArrayNode all = json.createArrayNode();
        for (ToolDeclaration tool : tools) {
            ObjectNode entry = all.addObject()
                    .put("name", tool.name())
                    .put("title", tool.title())
                    .put("description", tool.description());
            entry.set("inputSchema", json.readTree(tool.inputSchema()));
            entry.putObject("annotations")
                    .put("readOnlyHint", tool.annotations().readOnlyHint())
                    .put("consequentialHint", tool.annotations().consequentialHint());
        }
        // Interned: every open page of a lab registers the same declarations, held once.
        return all.toString().intern();
    }
}
