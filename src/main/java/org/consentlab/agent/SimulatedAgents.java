package org.consentlab.agent;

import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;
import org.consentlab.agent.TranscriptEntry.Kind;
import org.consentlab.base.EventSequence;
import org.consentlab.instructor.Classes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/** Runs a scripted agent, on its own thread, and grades its last claim against the wire. */
@Service
public class SimulatedAgents {

    private final ToolCallService service;
    private final ToolCalls calls;
    private final EventSequence sequence;
    private final ClaimChecker checker;
    private final Classes classes;
    private final Pace pace;

    SimulatedAgents(ToolCallService service, ToolCalls calls, EventSequence sequence,
                    ClaimChecker checker, Classes classes, @Value("${consentlab.agent.beat:PT0.5S}") Duration beat,
                    @Value("${consentlab.agent.tick:PT0.06S}") Duration tick,
                    @Value("${consentlab.gate.ttl:PT2M}") Duration gateTtl) {
        this.service = service;
        this.calls = calls;
        this.sequence = sequence;
        this.checker = checker;
        this.classes = classes;
        this.pace = new Pace(beat, tick, gateTtl);
    }

    /**
     * An agent waits for its gate a little longer than the gate itself may stay pending: the lab's
     * default, or longer when the learner's class gives its gates more time.
     */
    Duration patienceIn(SandboxId sandbox) {
        Duration longest = classes.classOf(sandbox).stream()
                .flatMap(running -> Stream.of(running.gateTtlSetting(), running.approvalTimeoutSetting()))
                .flatMap(Optional::stream)
                .reduce(pace.patience(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
        return longest.plusSeconds(5);
    }

    /** Starts the agent and returns at once; {@code out} hears from the agent's thread. */
    public void start(AgentScript script, AgentContext context, AgentRun out) {
        Thread.ofVirtual().name("simulated-agent-" + script.label()).start(() -> run(script, context, out));
    }

    /** Runs the agent on the calling thread, to the end. */
    public void run(AgentScript script, AgentContext context, AgentRun out) {
        long since = sequence.next();
        try {
            Scripts.Claim claim = Scripts.run(script, new AgentSession(script, context, service, calls, new Pace(pace.beatLength(), pace.tickLength(), patienceIn(context.sandbox())), out));
            out.finished(claim.effects() == null
                    ? checker.accountDeleted(context.sandbox(), since, claim.deleted(), claim.text())
                    : checker.effects(context.sandbox(), since, claim.effects(), claim.text()));
        } catch (RuntimeException e) {
            out.entry(new TranscriptEntry(Kind.NOTE, null, "the agent stopped: " + e.getMessage()));
            out.finished(checker.accountDeleted(context.sandbox(), since, false, "(no claim: the agent stopped)"));
        }
    }
}
