package org.consentlab.consent.turn;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.RequiredDecision;
import org.jspecify.annotations.Nullable;

/**
 * The gated calls of one agent turn, shown and decided together: one sandbox, one agent session
 * ({@code agentSession}: channel, caller and session ref of the calls), arriving within
 * {@link DecisionBatches#TURN_WINDOW} of the turn's first call. Each item is one call and its own
 * gate, decided on its own; a lone gated call is a batch of one. A snapshot: ask
 * {@link DecisionBatches#refreshed} for the items' states now.
 */
public record DecisionBatch(SandboxId sandbox, String agentSession, Instant startedAt, List<Item> items) {

    public DecisionBatch {
        items = List.copyOf(items);
    }

    /**
     * One call of the turn. {@code consequence} is the gate's text, written by the app from its own
     * records; {@code rung} is the gate's required decision (raised by the amount where a tool's
     * rule says so); {@code approveAllMayCover} says whether Approve all may ever cover it; {@code
     * words} the consequence as a sentence of the bundles, where the gate keeps it so.
     */
    public record Item(
            long callId,
            long gateId,
            String tool,
            RequiredDecision rung,
            String consequence,
            String maskedArgs,
            State state,
            boolean approveAllMayCover,
            @Nullable ConsequenceWords words) {

        /** An item whose consequence is kept in English only. */
        public Item(
                long callId,
                long gateId,
                String tool,
                RequiredDecision rung,
                String consequence,
                String maskedArgs,
                State state,
                boolean approveAllMayCover) {
            this(callId, gateId, tool, rung, consequence, maskedArgs, state, approveAllMayCover, null);
        }

        /** Still waiting for someone's decision: the person's, or an approver's after the person's. */
        public boolean open() {
            return state == State.PENDING || state == State.AWAITING_APPROVER;
        }
    }

    /**
     * Where one item stands; only the last four are final, and only APPROVED ran anything. A page says
     * it in its reader's words ({@code consent.batch.state.*}).
     */
    public enum State {
        PENDING,
        AWAITING_APPROVER,
        APPROVED,
        DECLINED,
        TIMED_OUT,
        CANCELLED
    }

    /** AG-UI's rule: the agent goes on only once every item is decided, has timed out or was cancelled. */
    public boolean allDecided() {
        return items.stream().noneMatch(Item::open);
    }

    public List<Item> openItems() {
        return items.stream().filter(Item::open).toList();
    }

    public List<Long> callIds() {
        return items.stream().map(Item::callId).toList();
    }

    public Optional<Item> item(long callId) {
        return items.stream().filter(item -> item.callId() == callId).findFirst();
    }

    /**
     * What Approve all covers: the items waiting for the person whose rung and risk let one click
     * stand for each of them (explicit consent at most, never an approver's, never a handoff).
     * Empty means there is no Approve all.
     */
    public List<Item> approveAllCovers() {
        return items.stream()
                .filter(item -> item.state() == State.PENDING && item.approveAllMayCover())
                .toList();
    }
}
