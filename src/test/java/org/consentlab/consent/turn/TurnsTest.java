package org.consentlab.consent.turn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How one session's gated calls are cut into turns: from each turn's first call, never from the previous one. */
class TurnsTest {

    private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
    private static final Duration WINDOW = DecisionBatches.TURN_WINDOW;

    @Test
    void callsWithinTheWindowOfTheFirstAreOneTurnAndTheNextCallBeginsAnother() {
        List<List<TurnCall>> turns = Turns.of(calls(0, 300, 1999, 2000, 3500, 4100), WINDOW);

        assertThat(turns)
                .extracting(turn -> turn.stream().map(TurnCall::callId).toList())
                .containsExactly(List.of(1L, 2L, 3L), List.of(4L, 5L), List.of(6L));
    }

    @Test
    void aCallEverySecondDoesNotGrowOneTurnWithoutEnd() {
        List<List<TurnCall>> turns = Turns.of(calls(0, 1000, 2000, 3000, 4000), WINDOW);

        assertThat(turns).hasSize(3);
    }

    @Test
    void aLoneCallIsATurnOfOne() {
        assertThat(Turns.of(calls(0), WINDOW))
                .singleElement()
                .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                .hasSize(1);
    }

    @Test
    void everyCallIsInExactlyOneTurnAndNoTurnSpansTheWindow() {
        qt().forAll(lists().of(integers().between(0, 20_000)).ofSizeBetween(0, 40))
                .checkAssert(offsets -> {
                    List<Integer> sorted = offsets.stream().sorted().toList();
                    List<TurnCall> calls =
                            calls(sorted.stream().mapToInt(Integer::intValue).toArray());
                    List<List<TurnCall>> turns = Turns.of(calls, WINDOW);

                    assertThat(turns.stream().flatMap(List::stream).toList()).containsExactlyElementsOf(calls);
                    for (int i = 0; i < turns.size(); i++) {
                        List<TurnCall> turn = turns.get(i);
                        Instant first = turn.getFirst().arrivedAt();
                        assertThat(turn).allMatch(call -> call.arrivedAt().isBefore(first.plus(WINDOW)));
                        if (i + 1 < turns.size()) {
                            assertThat(turns.get(i + 1).getFirst().arrivedAt()).isAfterOrEqualTo(first.plus(WINDOW));
                        }
                    }
                });
    }

    private static List<TurnCall> calls(int... millisAfterStart) {
        List<TurnCall> calls = new ArrayList<>();
        for (int i = 0; i < millisAfterStart.length; i++) {
            calls.add(new TurnCall(
                    i + 1,
                    100 + i,
                    "archive_report",
                    "mcp",
                    "mcp-agent",
                    "mcp-s1",
                    "{}",
                    T0.plusMillis(millisAfterStart[i])));
        }
        return calls;
    }
}
