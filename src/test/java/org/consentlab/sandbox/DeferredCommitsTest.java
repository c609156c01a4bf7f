package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The write a commit owes inside {@link DeferredCommits#forcedOnReturn} waits until the work has
 * finished, runs once for all its commits, and runs however the work ended; outside such work
 * nothing is postponed, so the committing thread waits at once.
 */
class DeferredCommitsTest {

    private final List<String> events = new ArrayList<>();

    @Test
    void outsideTheWorkNothingIsPostponed() {
        assertThat(DeferredCommits.postpone(() -> events.add("write"))).isFalse();
        assertThat(events).isEmpty();
    }

    @Test
    void theWriteComesOnceAfterTheWorkAndBeforeItsResult() {
        String result = DeferredCommits.forcedOnReturn(() -> {
            assertThat(DeferredCommits.postpone(() -> events.add("write for the first commit")))
                    .isTrue();
            assertThat(DeferredCommits.postpone(() -> events.add("write for the last commit")))
                    .isTrue();
            events.add("work done");
            return "answer";
        });
        events.add("answered " + result);

        assertThat(events).containsExactly("work done", "write for the last commit", "answered answer");
        assertThat(DeferredCommits.postpone(() -> events.add("later"))).isFalse();
    }

    @Test
    void workThatCommittedNothingWritesNothing() {
        DeferredCommits.forcedOnReturn(() -> events.add("work done"));

        assertThat(events).containsExactly("work done");
    }

    @Test
    void workThatFailsAfterACommitStillWaitsForIt() {
        assertThatThrownBy(() -> DeferredCommits.forcedOnReturn(() -> {
                    DeferredCommits.postpone(() -> events.add("write"));
                    throw new IllegalStateException("failed after committing");
                }))
                .hasMessage("failed after committing");

        assertThat(events).containsExactly("write");
    }

    @Test
    void nestedWorkLeavesTheWriteToTheOutermost() {
        DeferredCommits.forcedOnReturn(() -> {
            DeferredCommits.forcedOnReturn(() -> DeferredCommits.postpone(() -> events.add("write")));
            events.add("inner work returned");
            return null;
        });

        assertThat(events).containsExactly("inner work returned", "write");
    }
}
