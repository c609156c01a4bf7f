package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import org.consentlab.mcp.McpSessionBindings.Verdict;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;

class McpSessionBindingsTest {

    private final SandboxId mine = SandboxId.random();
    private final SandboxId theirs = SandboxId.random();
    private final MovableClock clock = new MovableClock();
    private final McpSessionBindings bindings = new McpSessionBindings(clock, Duration.ofHours(1));

    @Test
    void aSessionAnswersOnlyToTheSandboxThatOpenedIt() {
        bindings.bind("s-1", mine);

        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.SAME_SANDBOX);
        assertThat(bindings.check("s-1", theirs)).isEqualTo(Verdict.OTHER_SANDBOX);
        assertThat(bindings.check("s-2", mine)).isEqualTo(Verdict.UNKNOWN);
    }

    @Test
    void aSecondBindNeverMovesASessionToAnotherSandbox() {
        bindings.bind("s-1", mine);
        bindings.bind("s-1", theirs);

        assertThat(bindings.check("s-1", theirs)).isEqualTo(Verdict.OTHER_SANDBOX);
        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.SAME_SANDBOX);
    }

    @Test
    void aForgottenSessionIsUnknown() {
        bindings.bind("s-1", mine);
        bindings.forget("s-1");

        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.UNKNOWN);
    }

    @Test
    void useKeepsASessionAliveAndIdlenessEndsIt() {
        bindings.bind("s-1", mine);
        clock.advance(Duration.ofMinutes(50));
        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.SAME_SANDBOX);
        clock.advance(Duration.ofMinutes(50));
        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.SAME_SANDBOX);

        clock.advance(Duration.ofMinutes(61));
        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.UNKNOWN);
        assertThat(bindings.size()).isZero();
    }

    @Test
    void bindingANewSessionPrunesIdleOnes() {
        bindings.bind("old", mine);
        clock.advance(Duration.ofHours(2));
        bindings.bind("new", mine);

        assertThat(bindings.size()).isEqualTo(1);
    }

    @Test
    void aSandboxGetsAPlaceOnlyUnderItsLimitAndTheNodesAndIdleOnesMakeRoom() {
        assertThat(bindings.reserve(mine, 2, 3)).isEmpty();
        bindings.bind("s-1", mine);
        bindings.release(mine);
        assertThat(bindings.reserve(mine, 2, 3)).isEmpty();
        // Still on its way through the SDK: the place counts before the session is bound.
        assertThat(bindings.reserve(mine, 2, 3)).contains(McpSessionBindings.Limit.SANDBOX);
        bindings.bind("s-2", mine);
        bindings.release(mine);
        assertThat(bindings.reserve(mine, 2, 3)).contains(McpSessionBindings.Limit.SANDBOX);

        assertThat(bindings.reserve(theirs, 2, 3)).isEmpty();
        bindings.bind("s-3", theirs);
        bindings.release(theirs);
        assertThat(bindings.reserve(theirs, 2, 3)).contains(McpSessionBindings.Limit.NODE);

        clock.advance(Duration.ofMinutes(61));
        assertThat(bindings.reserve(mine, 2, 3)).isEmpty();
        assertThat(bindings.size()).isZero();
    }

    @Test
    void aSessionWithAnOpenStreamIsNeverIdleAndIdlenessCountsFromTheStreamsEnd() {
        bindings.bind("s-1", mine);
        bindings.streamOpened("s-1");
        clock.advance(Duration.ofHours(3));
        assertThat(bindings.reserve(theirs, 5, 5)).isEmpty();
        assertThat(bindings.size()).isEqualTo(1);

        bindings.streamClosed("s-1");
        clock.advance(Duration.ofMinutes(59));
        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.SAME_SANDBOX);
        clock.advance(Duration.ofMinutes(61));
        assertThat(bindings.check("s-1", mine)).isEqualTo(Verdict.UNKNOWN);
    }

    private static final class MovableClock extends Clock {
        private Instant now = Instant.parse("2026-11-30T08:00:00Z");

        void advance(Duration duration) {
            now = now.plus(duration);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneId.of("UTC");
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
