package org.consentlab.agent;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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

    AgentSession(
            AgentScript script,
            AgentContext context,
            ToolCallService service,
            ToolCalls calls,
            Pace pace,
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
        return finish(open(tool, args), tool, args);
    }

    /**
     * One turn of several calls sent at once, as a model's parallel tool calls are: every call is
     * opened before any is answered, then each streams and completes on its own thread. The answers
     * come back in the order asked.
     */
    List<ToolResult> callAtOnce(List<Ask> asks) {
        List<Long> ids = asks.stream().map(ask -> open(ask.tool(), ask.args())).toList();
        try (ExecutorService each = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<ToolResult>> answers = new ArrayList<>();
            for (int k = 0; k < asks.size(); k++) {
                long id = ids.get(k);
                Ask ask = asks.get(k);
                answers.add(each.submit(() -> finish(id, ask.tool(), ask.args())));
            }
            return answers.stream().map(AgentSession::join).toList();
        }
    }

    /** A call of a turn: the tool and the arguments the agent sends. */
    record Ask(String tool, String args) {}

    private long open(String tool, String args) {
        long id = service.begin(new ToolCallRequest(
                context.sandbox(),
                Channel.SIMULATED_AGENT,
                "simulated-agent:" + script.label(),
                tool,
                args,
                null,
                context.sessionRef(),
                context.route()));
        out.entry(new TranscriptEntry(Kind.CALL, id, "calls " + tool + " (call #" + id + ", input-streaming)"));
        return id;
    }

    private ToolResult finish(long id, String tool, String args) {
        int step = Math.max(1, (args.length() + 2) / 3);
        for (int end = step; end < args.length() + step; end += step) {
            pace.tick();
            out.entry(new TranscriptEntry(Kind.ARGS, id, args.substring(0, Math.min(end, args.length()))));
        }
        ToolResult result = service.complete(id, args);
        // Named, as the turn's calls finish in any order: "refund_order · call #12: REFUNDED …".
        out.entry(new TranscriptEntry(
                result.isError() ? Kind.ERROR : Kind.RESULT,
                id,
                tool + " · call #" + id + ": " + result.text() + "  ["
                        + result.state().label() + "]"));
        return result;
    }

    private static ToolResult join(Future<ToolResult> answer) {
        try {
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the agent was interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure : new IllegalStateException(e.getCause());
        }
    }

    /** Polls its own call until a final state, as an agent waiting on a PENDING answer would. */
    ToolCall awaitFinal(long callId) {
        return awaitAll(List.of(callId)).getFirst();
    }

    /**
     * Polls its own calls until every one is final (decided, or failed closed on its own), or its
     * patience runs out: an agent that follows AG-UI's rule goes on only when each is answered.
     */
    List<ToolCall> awaitAll(List<Long> callIds) {
        Instant giveUp = Instant.now().plus(pace.patience());
        List<ToolCall> now = read(callIds);
        while (!now.stream().allMatch(call -> call.state().isFinal())
                && Instant.now().isBefore(giveUp)) {
            Pace.sleep(POLL);
            pace.checkRunning();
            now = read(callIds);
        }
        return now;
    }

    private List<ToolCall> read(List<Long> callIds) {
        return callIds.stream().map(id -> calls.find(id).orElseThrow()).toList();
    }
}
