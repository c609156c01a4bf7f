package org.consentlab.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.toolcall.CallState;
import org.consentlab.toolcall.ToolCalls;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;

/**
 * The app stopping while Lab 8's batch agent waits on its turn's gates: the agent is told, says so
 * in its transcript, claims nothing, and has ended when the stop returns, so nothing of it is left
 * to reach a closed database. Its pending calls stay pending. (The stop ends this context's agents
 * for good, so the context is not reused.)
 */
@SpringBootTest
@DirtiesContext
class SimulatedAgentsStopTest {

    @Autowired
    SimulatedAgents agents;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCalls calls;

    @Test
    void aWaitingBatchAgentIsToldTheAppIsStoppingAndHasEndedWhenTheStopReturns() throws Exception {
        SandboxId sandbox = sandboxes.create();
        Transcript out = new Transcript();
        agents.start(AgentScript.BATCH, new AgentContext(sandbox, "session-stop", "/labs/decisions"), out);
        Instant giveUp = Instant.now().plus(Duration.ofSeconds(20));
        while (out.entries.stream().noneMatch(entry -> entry.text().startsWith("waiting until every call"))) {
            assertThat(Instant.now()).as("the agent waits on its turn").isBefore(giveUp);
            Thread.sleep(20);
        }

        agents.stop();

        assertThat(out.finished).as("ended before the stop returned").isDone();
        assertThat(out.finished.get().claim()).isEqualTo("(no claim: the app stopped the agent)");
        assertThat(out.entries.getLast().kind()).isEqualTo(TranscriptEntry.Kind.NOTE);
        assertThat(out.entries.getLast().text()).isEqualTo(SimulatedAgents.STOPPED_LINE);
        assertThat(out.entries).noneMatch(entry -> entry.text().startsWith("Turn 2"));
        assertThat(calls.newest(sandbox, 10))
                .filteredOn(call -> call.state() == CallState.APPROVAL_REQUESTED)
                .as("the gated calls stay pending")
                .hasSize(3);
        assertThat(agents.isRunning()).isFalse();
    }

    private static final class Transcript implements AgentRun {

        final List<TranscriptEntry> entries = new CopyOnWriteArrayList<>();
        final CompletableFuture<ClaimCheck> finished = new CompletableFuture<>();

        @Override
        public void entry(TranscriptEntry entry) {
            entries.add(entry);
        }

        @Override
        public void finished(ClaimCheck check) {
            finished.complete(check);
        }
    }
}
