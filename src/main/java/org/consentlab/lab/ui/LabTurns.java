package org.consentlab.lab.ui;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.consentlab.consent.turn.DecisionBatch;
import org.consentlab.consent.turn.DecisionBatches;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.CallLab;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ui.Timeline;

/**
 * Which turn Lab 8's page shows, read from the records: the oldest open batch of this lab's calls;
 * else the newest one since the last reset, answered, so the page keeps showing how each item
 * ended (after a reload too). This lab's calls are those recorded as its own (from its page: its
 * agents, inspector, WebMCP); a turn over MCP is offered here too, whichever lab owns each of its
 * tools, since a turn of several gated calls is what this lab decides. Lab 5 and Lab 7 play some
 * of the same tools from their own pages, under their own policies, and decide them there.
 */
record LabTurns(
        SandboxId sandbox,
        String route,
        List<String> tools,
        DecisionBatches batches,
        ToolCalls calls,
        Sandboxes sandboxes) {

    Optional<DecisionBatch> toShow() {
        return batches.open(sandbox).stream()
                .filter(this::ofThisLab)
                .findFirst()
                .or(this::newestAnswered);
    }

    /** The turn's calls without a gate: same channel, caller and session, within the turn's window. */
    List<ToolCall> ranAtOnce(DecisionBatch turn) {
        Instant from = turn.startedAt().minus(DecisionBatches.TURN_WINDOW);
        Instant to = turn.startedAt().plus(DecisionBatches.TURN_WINDOW);
        // The turn's session picks its calls: an MCP turn's read and write belong to the labs owning those tools.
        return calls.find(turn.items().getFirst().callId())
                .map(gated -> calls.newest(sandbox, Timeline.WINDOW).reversed().stream()
                        .filter(call -> call.gateId() == null
                                && call.channel() == gated.channel()
                                && call.caller().equals(gated.caller())
                                && call.sessionRef().equals(gated.sessionRef())
                                && !call.createdAt().isBefore(from)
                                && call.createdAt().isBefore(to))
                        .toList())
                .orElse(List.of());
    }

    /** Every call of the turn, gated or not, as the records hold them now: what its transcript is read from. */
    List<ToolCall> allCalls(DecisionBatch turn) {
        List<ToolCall> all = new ArrayList<>(ranAtOnce(turn));
        turn.items().forEach(item -> calls.find(item.callId()).ifPresent(all::add));
        return all;
    }

    private Optional<DecisionBatch> newestAnswered() {
        Optional<Instant> resetAt = sandboxes.resetAt(sandbox);
        return ofThisLab().stream()
                .filter(call -> call.gateId() != null)
                .filter(call -> resetAt.isEmpty() || call.createdAt().isAfter(resetAt.get()))
                .findFirst()
                .flatMap(call -> batches.ofCall(sandbox, call.id()))
                .filter(this::ofThisLab);
    }

    private List<ToolCall> ofThisLab() {
        return calls.newestOfLab(sandbox, CallLab.ofPage(route), Timeline.WINDOW);
    }

    private boolean ofThisLab(DecisionBatch batch) {
        return batch.items().stream()
                .allMatch(item -> tools.contains(item.tool())
                        && calls.find(item.callId())
                                .map(call -> call.ofLab(CallLab.ofPage(route)) || call.channel() == Channel.MCP)
                                .orElse(false));
    }
}
