package org.consentlab.consent.turn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.consentlab.consent.BatchGates;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;

/**
 * The gated calls of one agent turn, as batches computed from the records (calls and gates): the
 * calls of one sandbox and one agent session (same channel, caller and session ref) that arrived
 * less than {@link #TURN_WINDOW} after the turn's first call. Reading only: every item is still
 * decided on its own gate, by a person's click, in the consent kernel.
 */
@Service
public class DecisionBatches {

    /** How long after a turn's first call another call of the same session still joins the turn. */
    public static final Duration TURN_WINDOW = Duration.ofSeconds(2);

    /**
     * How far back a session's turns are counted from. Only a session whose gated calls kept
     * arriving less than {@link #TURN_WINDOW} apart for this long could have its turns cut elsewhere.
     */
    static final Duration LOOKBACK = Duration.ofMinutes(10);

    private final TurnRecords records;
    private final BatchGates gates;

    DecisionBatches(TurnRecords records, BatchGates gates) {
        this.records = records;
        this.gates = gates;
    }

    /** The sandbox's batches with an item still waiting for someone's decision, oldest turn first. */
    public List<DecisionBatch> open(SandboxId sandbox) {
        Map<String, List<TurnCall>> waiting = records.waiting(sandbox).stream()
                .collect(Collectors.groupingBy(TurnCall::agentSession, LinkedHashMap::new, Collectors.toList()));
        List<DecisionBatch> open = new ArrayList<>();
        for (List<TurnCall> ofSession : waiting.values()) {
            Set<Long> waitingIds =
                    new HashSet<>(ofSession.stream().map(TurnCall::callId).toList());
            for (List<TurnCall> turn : turnsAround(sandbox, ofSession.getFirst(), ofSession.getLast())) {
                if (turn.stream().anyMatch(call -> waitingIds.contains(call.callId()))) {
                    batch(sandbox, turn).filter(batch -> !batch.allDecided()).ifPresent(open::add);
                }
            }
        }
        open.sort(Comparator.comparing(DecisionBatch::startedAt));
        return open;
    }

    /** The batch the sandbox's gated call {@code callId} belongs to, whatever its items' states now. */
    public Optional<DecisionBatch> ofCall(SandboxId sandbox, long callId) {
        return records.gated(sandbox, callId)
                .flatMap(call -> turnsAround(sandbox, call, call).stream()
                        .filter(turn -> turn.stream().anyMatch(member -> member.callId() == callId))
                        .findFirst()
                        .flatMap(turn -> batch(sandbox, turn)));
    }

    /** The same items, with their states as they are now. */
    public DecisionBatch refreshed(DecisionBatch batch) {
        return new DecisionBatch(
                batch.sandbox(),
                batch.agentSession(),
                batch.startedAt(),
                batch.items().stream()
                        .map(item -> gates.find(item.gateId())
                                .map(gate -> new DecisionBatch.Item(
                                        item.callId(),
                                        item.gateId(),
                                        item.tool(),
                                        item.rung(),
                                        item.consequence(),
                                        item.maskedArgs(),
                                        BatchItems.state(gate),
                                        item.approveAllMayCover(),
                                        item.words()))
                                .orElse(item))
                        .toList());
    }

    /** Whether every item of the batch is decided, timed out or cancelled now: the agent may go on. */
    public boolean allDecided(DecisionBatch batch) {
        return refreshed(batch).allDecided();
    }

    /** The turns of {@code first}'s session from {@link #LOOKBACK} before it to the turn that holds {@code last}. */
    private List<List<TurnCall>> turnsAround(SandboxId sandbox, TurnCall first, TurnCall last) {
        return Turns.of(
                records.ofSession(
                        sandbox,
                        first,
                        first.arrivedAt().minus(LOOKBACK),
                        last.arrivedAt().plus(TURN_WINDOW)),
                TURN_WINDOW);
    }

    private Optional<DecisionBatch> batch(SandboxId sandbox, List<TurnCall> turn) {
        List<DecisionBatch.Item> items = BatchItems.of(turn, gates);
        return items.isEmpty()
                ? Optional.empty()
                : Optional.of(new DecisionBatch(
                        sandbox, turn.getFirst().agentSession(), turn.getFirst().arrivedAt(), items));
    }
}
