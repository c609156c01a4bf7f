package org.consentlab.agent;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.consentlab.agent.TranscriptEntry.Kind;
import org.consentlab.base.EventSequence;
import org.consentlab.i18n.Phrase;
import org.consentlab.instructor.Classes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Service;

/**
 * Runs a scripted agent, on its own thread, and grades its last claim against the wire. When the
 * app stops, every running agent (one waiting on a gate above all) is told so, says it in its
 * transcript, and ends before the database closes: as a lifecycle of the default phase, this stops
 * before the web server and long before the data source, which closes only once every lifecycle has.
 */
@Service
public class SimulatedAgents implements SmartLifecycle {

    static final String STOPPED_LINE = "The app is stopping: the agent stopped waiting and claims nothing. Nothing "
            + "was decided for it: its pending calls stay pending, to be decided or to time out after the next start.";
    private static final Logger LOG = LoggerFactory.getLogger(SimulatedAgents.class);
    /** A waiting agent looks every 150 ms and a beat is 0.5 s: this is ample. */
    private static final Duration STOP_WAIT = Duration.ofSeconds(10);

    private final ToolCallService service;
    private final ToolCalls calls;
    private final EventSequence sequence;
    private final ClaimChecker checker;
    private final Classes classes;
    private final Pace pace;
    private final Set<Thread> running = ConcurrentHashMap.newKeySet();
    private volatile boolean stopping;
    private volatile boolean started;

    SimulatedAgents(
            ToolCallService service,
            ToolCalls calls,
            EventSequence sequence,
            ClaimChecker checker,
            Classes classes,
            AgentTimings timings) {
        this.service = service;
        this.calls = calls;
        this.sequence = sequence;
        this.checker = checker;
        this.classes = classes;
        this.pace = new Pace(timings.beat(), timings.tick(), timings.gateTtl(), () -> stopping);
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
        running.add(Thread.currentThread());
        try {
            pace.checkRunning();
            long since = sequence.next();
            try {
                Scripts.Claim claim = Scripts.run(
                        script,
                        new AgentSession(
                                script,
                                context,
                                service,
                                calls,
                                new Pace(
                                        pace.beatLength(),
                                        pace.tickLength(),
                                        patienceIn(context.sandbox()),
                                        pace.stopping()),
                                out));
                out.finished(
                        claim.effects() == null
                                ? checker.accountDeleted(context.sandbox(), since, claim.deleted(), claim.text())
                                : checker.effects(context.sandbox(), since, claim.effects(), claim.text()));
            } catch (AgentStopped stopped) {
                throw stopped;
            } catch (RuntimeException e) {
                out.entry(new TranscriptEntry(Kind.NOTE, null, "the agent stopped: " + e.getMessage()));
                out.finished(checker.accountDeleted(context.sandbox(), since, false, "(no claim: the agent stopped)"));
            }
        } catch (AgentStopped stopped) {
            // No grading: that would read the database the stop is about to close.
            out.entry(new TranscriptEntry(Kind.NOTE, null, STOPPED_LINE));
            out.finished(ClaimCheck.of(
                    false, "(no claim: the app stopped the agent)", Phrase.of("agent.evidence.app-stopped")));
        } finally {
            running.remove(Thread.currentThread());
        }
    }

    /** Also called again after a {@link #stop} that did not close the context (a restart): agents may run again. */
    @Override
    public void start() {
        stopping = false;
        started = true;
    }

    /** Tells every running agent the app is stopping, and waits (a while) until each has ended. */
    @Override
    public void stop() {
        stopping = true;
        List<Thread> told = List.copyOf(running);
        Instant giveUp = Instant.now().plus(STOP_WAIT);
        for (Thread agent : told) {
            try {
                agent.join(
                        Duration.between(Instant.now(), giveUp).isNegative()
                                ? Duration.ZERO
                                : Duration.between(Instant.now(), giveUp));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (!told.isEmpty()) {
            long left = told.stream().filter(Thread::isAlive).count();
            LOG.info(
                    "The app is stopping: told {} running simulated agent(s); {} ended, {} still running",
                    told.size(),
                    told.size() - left,
                    left);
        }
        started = false;
    }

    /**
     * A pause (a cached test context set aside while another is used) is not the app stopping: the agents
     * of a paused context go on, and their next calls find the context as it was.
     */
    @Override
    public boolean isPauseable() {
        return false;
    }

    @Override
    public boolean isRunning() {
        return started;
    }
}
