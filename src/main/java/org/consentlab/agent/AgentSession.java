package org.consentlab.agent;

import java.time.Duration;
import java.time.Instant;
import org.consentlab.agent.TranscriptEntry.Kind;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;

/**
 * What a script can do: speak, call a tool, and wait for its own call to finish. Calls go
 * through the tool-call service like any agent's; there is nothing else here to reach.
 */
final class AgentSession {

    private static final Duration POLL = Duration.ofMillis(150);

    private final AgentScript script;
    private final AgentContext context;
    private final ToolCallService service;
    private final ToolCalls calls;
    private final Pace pace;
    private final AgentRun out;

    AgentSession(AgentScript script, AgentContext context, ToolCallService service, ToolCalls calls, Pace pace,
                 AgentRun out) {
        this.script = script;
        this.context = context;
        this.service = service;
        this.calls = calls;
        this.pace = pace;
        this.out = out;
    }

    void say(String text) {
        pace.beat();
        out.entry(new TranscriptEntry(Kind.SAY, null, text));
    }

    void note(String text) {
        out.entry(new TranscriptEntry(Kind.NOTE, null, text));
    }

    /** Opens the call, streams the arguments in a few chunks, then completes it. */
    ToolResult call(String tool, String args) {
        long id = service.begin(new ToolCallRequest(context.sandbox(), Channel.SIMULATED_AGENT,
                "simulated-agent:" + script.label(), tool, args, null, context.sessionRef(), context.route()));
        out.entry(new TranscriptEntry(Kind.CALL, id, "calls " + tool + " (call #" + id + ", input-streaming)"));
        int step = Math.max(1, (args.length() + 2) / 3);
        for (int end = step; end < args.length() + step; end += step) {
            pace.tick();
            out.entry(new TranscriptEntry(Kind.ARGS, id, args.substring(0, Math.min(end, args.length()))));
        }
        ToolResult result = service.complete(id, args);
        out.entry(new TranscriptEntry(result.isError() ? Kind.ERROR : Kind.RESULT, id,
                result.text() + "  [" + result.state().label() + "]"));
        return result;
    }

    /** Polls its own call until a final state, as an agent waiting on a PENDING answer would. */
    ToolCall awaitFinal(long callId) {
        Instant giveUp = Instant.now().plus(pace.patience());
        ToolCall call = calls.find(callId).orElseThrow();
        while (!call.state().isFinal() && Instant.now().isBefore(giveUp)) {
            Pace.sleep(POLL);
            call = calls.find(callId).orElseThrow();
        }
        return call;
    }
}
