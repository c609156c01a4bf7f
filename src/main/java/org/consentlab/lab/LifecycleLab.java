package org.consentlab.lab;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.consentlab.account.Accounts;
import org.consentlab.consent.ConsentGates;
import org.consentlab.consent.Gate;
import org.consentlab.consent.tool.LifecycleRequests;
import org.consentlab.consent.tool.LifecycleWire;
import org.consentlab.lifecycle.ActionTerms;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.lifecycle.LifecycleRun;
import org.consentlab.lifecycle.UiBehaviour;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.CallTrail;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.ToolResult;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * Lab 5 for its page: plays or steps the current run, and reads back everything the page shows.
 * Play steps the scripted requester on its own thread at the lab's beat until a person must act;
 * the page hears of each step through the sandbox's change notices, like every other page.
 */
@Service
public class LifecycleLab implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(LifecycleLab.class);

    private final LifecycleRequests requests;
    private final LifecycleWire wireHold;
    private final LifecycleVerdicts verdicts;
    private final ToolCalls calls;
    private final ToolCallService toolCalls;
    private final ConsentGates gates;
    private final WireLog wire;
    private final Accounts accounts;
    private final Duration beat;
    private final ScheduledExecutorService player = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "lab5-player");
        thread.setDaemon(true);
        return thread;
    });

    LifecycleLab(
            LifecycleBoundary boundary,
            LifecycleVerdicts verdicts,
            CallTrail trail,
            ToolCallService toolCalls,
            Accounts accounts,
            @Value("${consentlab.lifecycle.beat:PT0.7S}") Duration beat) {
        this.requests = boundary.requests();
        this.wireHold = boundary.hold();
        this.verdicts = verdicts;
        this.calls = trail.calls();
        this.toolCalls = toolCalls;
        this.gates = boundary.gates();
        this.wire = trail.wire();
        this.accounts = accounts;
        this.beat = beat;
    }

    /** The page's person: where calls are recorded as coming from. */
    public record Page(SandboxId sandbox, String sessionRef, String route) {}

    /** One step of the current run if it is what the pickers say and the requester can act, else a new run. */
    public long step(Page page, LifecycleAction action, UiBehaviour behaviour) {
        long callId = currentOrNew(page, action, behaviour);
        requests.step(callId);
        return callId;
    }

    /** Steps the run at the lab's beat, on the player's thread, until a person must act or it ends. */
    public void play(Page page, LifecycleAction action, UiBehaviour behaviour) {
        long callId = currentOrNew(page, action, behaviour);
        if (!requests.step(callId)) {
            return;
        }
        AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
        task.set(player.scheduleWithFixedDelay(
                () -> {
                    boolean more;
                    try {
                        more = requests.step(callId);
                    } catch (RuntimeException e) {
                        log.warn("Lab 5 run {} stopped playing", callId, e);
                        more = false;
                    }
                    if (!more) {
                        task.get().cancel(false);
                    }
                },
                beat.toMillis(),
                beat.toMillis(),
                TimeUnit.MILLISECONDS));
    }

    /**
     * One of the lab's actions from another path (the inspector, an in-browser agent), handled by
     * the page under the behaviour picked now; any other name goes to the tool-call service as usual.
     */
    public ToolResult invoke(
            Page page, Channel channel, String caller, String tool, String args, UiBehaviour behaviour) {
        ToolCallRequest request =
                new ToolCallRequest(page.sandbox(), channel, caller, tool, args, null, page.sessionRef(), page.route());
        return LifecycleAction.byTool(tool)
                .map(action -> requests.invoke(request, action, behaviour))
                .orElseGet(() -> toolCalls.invoke(request));
    }

    /** What the boundary says about an action, for the ladder. */
    public ActionTerms terms(LifecycleAction action) {
        return requests.terms(action);
    }

    /** The declarations of the lab's actions, for the page's tool list. */
    public List<ToolDeclaration> declarations() {
        return requests.declarations();
    }

    public boolean holding(SandboxId sandbox) {
        return wireHold.holding(sandbox);
    }

    public void hold(SandboxId sandbox, boolean on) {
        wireHold.hold(sandbox, on);
    }

    public LifecycleSnapshot snapshot(SandboxId sandbox) {
        Optional<LifecycleRun> run = requests.latest(sandbox);
        Optional<ToolCall> call = run.flatMap(r -> calls.find(r.callId()));
        Optional<Gate> gate = call.filter(c -> c.gateId() != null).flatMap(c -> gates.find(c.gateId()));
        List<WireEntry> entries = wire.entries(sandbox);
        boolean heldHere = run.isPresent()
                && entries.stream().anyMatch(e -> e.held() && e.isFor(run.get().callId()));
        LifecycleProgress progress = run.isEmpty() || call.isEmpty()
                ? LifecycleProgress.none()
                : LifecycleProgress.of(
                        run.get(),
                        requests.required(run.get()),
                        call.get(),
                        calls.transitions(call.get().id()),
                        gate.orElse(null),
                        heldHere);
        return new LifecycleSnapshot(
                run, call, gate, progress, run.map(verdicts::grade), entries, wireHold.holding(sandbox));
    }

    private long currentOrNew(Page page, LifecycleAction action, UiBehaviour behaviour) {
        return requests.latest(page.sandbox())
                .filter(run -> run.action() == action && run.behaviour() == behaviour)
                .filter(run ->
                        calls.find(run.callId()).map(c -> !c.state().isFinal()).orElse(false))
                .map(LifecycleRun::callId)
                .orElseGet(() -> {
                    // Each new run starts from the seeded account: a DELETE of an account already gone grades nothing.
                    if (action == LifecycleAction.DELETE_ACCOUNT) {
                        accounts.restoreIfDeleted(page.sandbox());
                    }
                    return requests.begin(page.sandbox(), page.sessionRef(), page.route(), action, behaviour);
                });
    }

    @Override
    public void destroy() {
        player.shutdownNow();
    }
}
