package org.consentlab.consent.turn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits one agent session's gated calls into turns: a turn begins with a call and takes every
 * call that arrives less than {@code window} after that first call; the next call after it begins
 * the next turn. Counted from the first call, not from the previous one, so an agent that keeps
 * calling can never grow one turn without end.
 */
final class Turns {

    private Turns() {}

    /** {@code calls} are one session's, in order of arrival; the first is taken as the start of a turn. */
    static List<List<TurnCall>> of(List<TurnCall> calls, Duration window) {
        List<List<TurnCall>> turns = new ArrayList<>();
        List<TurnCall> turn = new ArrayList<>();
        for (TurnCall call : calls) {
            if (!turn.isEmpty()
                    && !call.arrivedAt().isBefore(turn.getFirst().arrivedAt().plus(window))) {
                turns.add(turn);
                turn = new ArrayList<>();
            }
            turn.add(call);
        }
        if (!turn.isEmpty()) {
            turns.add(turn);
        }
        return turns;
    }
}
