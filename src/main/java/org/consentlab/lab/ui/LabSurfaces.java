package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Div;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.consentlab.agent.AgentContext;
import org.consentlab.agent.AgentRun;
import org.consentlab.agent.AgentScript;
import org.consentlab.agent.SimulatedAgents;
import org.consentlab.agent.ui.AgentLauncher;
import org.consentlab.consent.Gate;
import org.consentlab.lab.CallTimelines;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.CallLab;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.ui.Timeline;
import org.consentlab.webmcp.ui.WebMcpBridge;
import org.springframework.stereotype.Component;

/**
 * Wires the shared lab surfaces to the services, so that each lab view only names its page,
 * its tools and what its own buttons do. Every call made here goes through the tool-call service.
 */
@Component
class LabSurfaces {

    private final ToolCallService toolCalls;
    private final ToolCalls calls;
    private final ToolRegistry registry;
    private final SimulatedAgents agents;
    private final CallTimelines timelines;
    private final ExercisePanels exercises;

    LabSurfaces(
            ToolCallService toolCalls,
            ToolCalls calls,
            ToolRegistry registry,
            SimulatedAgents agents,
            CallTimelines timelines,
            ExercisePanels exercises) {
        this.toolCalls = toolCalls;
        this.calls = calls;
        this.registry = registry;
        this.agents = agents;
        this.timelines = timelines;
        this.exercises = exercises;
    }

    /** The lab's exercise, checked from the page's sandbox each time the page refreshes it. */
    ExercisePanel exercise(SandboxId sandbox, int lab) {
        return exercises.of(sandbox, lab);
    }

    /** What other features guide the learner with on this lab (the guided tour), for above its gate. */
    Div guides(SandboxId sandbox, int lab) {
        return exercises.guides(sandbox, lab);
    }

    /** A lab page: where calls from it are recorded as coming from. */
    record Page(SandboxId sandbox, String sessionRef, String route) {}

    /** The path a gate's call came by, as the call's record says. */
    Optional<Channel> pathOf(Gate gate) {
        return calls.find(gate.callId()).map(ToolCall::channel);
    }

    ToolResult invoke(Page page, Channel channel, String caller, String tool, String args) {
        return toolCalls.invoke(new ToolCallRequest(
                page.sandbox(), channel, caller, tool, args, null, page.sessionRef(), page.route()));
    }

    /**
     * The page's WebMCP bridge: an in-browser agent's calls arrive on the channel {@code webmcp}, and
     * an aborted call's pending gate is cancelled (outcome {@code cancelled}), never decided.
     */
    WebMcpBridge webMcp(Page page, String... tools) {
        return new WebMcpBridge(
                registry.declarations(tools),
                (tool, args) -> invoke(page, Channel.WEBMCP, "webmcp-agent", tool, args),
                callId -> toolCalls.abandon(callId, Outcome.CANCELLED, "the in-browser agent aborted the call"));
    }

    /**
     * The side panel with the inspector invoking through {@code inspect}. The scripted agents ask
     * for delete_account, so only a page that shows that gate's Confirm control should run them.
     */
    LabSidePanel sidePanel(
            Page page, boolean agentsHere, BiFunction<String, String, ToolResult> inspect, String... tools) {
        return new LabSidePanel(
                registry.declarations(tools),
                inspect,
                agentsHere
                        ? (script, out) -> agents.start(
                                script, new AgentContext(page.sandbox(), page.sessionRef(), page.route()), out)
                        : null,
                callReads(page),
                webMcp(page, tools));
    }

    /** As above, with the agents in {@code scripts} offered (the first picked), for a page that decides all their gates. */
    LabSidePanel sidePanel(
            Page page, List<AgentScript> scripts, BiFunction<String, String, ToolResult> inspect, String... tools) {
        AgentContext context = new AgentContext(page.sandbox(), page.sessionRef(), page.route());
        AgentLauncher launcher = new AgentLauncher() {
            @Override
            public void start(AgentScript script, AgentRun out) {
                agents.start(script, context, out);
            }

            @Override
            public List<AgentScript> offered() {
                return scripts;
            }
        };
        return new LabSidePanel(registry.declarations(tools), inspect, launcher, callReads(page), webMcp(page, tools));
    }

    /**
     * A side panel for tools the lab serves itself rather than from the registry (Lab 5's, under its
     * launch policy): the inspector and an in-browser agent both call them through {@code invoke}.
     */
    LabSidePanel sidePanel(Page page, List<ToolDeclaration> labTools, LabServedCall invoke) {
        return new LabSidePanel(
                labTools,
                (tool, args) -> invoke.call(Channel.INSPECTOR, tool, args),
                null,
                callReads(page),
                new WebMcpBridge(
                        labTools,
                        (tool, args) -> invoke.call(Channel.WEBMCP, tool, args),
                        callId ->
                                toolCalls.abandon(callId, Outcome.CANCELLED, "the in-browser agent aborted the call")));
    }

    /**
     * The Timeline's reads: the lab's own newest calls, those recorded as its own when made (its
     * page's, and MCP calls to the tools it owns), and every lab's.
     */
    LabSidePanel.CallReads callReads(Page page) {
        return new LabSidePanel.CallReads(
                () -> calls.newestOfLab(page.sandbox(), CallLab.ofPage(page.route()), Timeline.WINDOW),
                () -> calls.newest(page.sandbox(), Timeline.WINDOW),
                timelines::of);
    }

    /** A call to a tool the lab serves itself, from the given path. */
    @FunctionalInterface
    interface LabServedCall {
        ToolResult call(Channel channel, String tool, String args);
    }

    LabSidePanel sidePanel(Page page, String... tools) {
        return sidePanel(page, false, (tool, args) -> invoke(page, Channel.INSPECTOR, "inspector", tool, args), tools);
    }
}
