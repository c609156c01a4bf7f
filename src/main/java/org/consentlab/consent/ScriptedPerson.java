package org.consentlab.consent;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.instructor.GateLifetimes;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.springframework.stereotype.Component;

/**
 * The failure-mode demos' one door into the kernel: the person in a demo's scenario, deciding as
 * the script says. It decides only on gates of a throw-away sandbox it made itself for a run
 * ({@link #newSandbox}), until the run leaves it; every other sandbox, the visitor's own included,
 * it refuses. The demo asks for one only from the visitor's own click on Run, which stands for
 * "play this person for me". Gates in its sandboxes wait {@link #GATE_TTL}, so that "nobody
 * answered" takes seconds, not minutes.
 */
@Component
public final class ScriptedPerson implements DecisionControl {

    /** How long a gate in a scripted person's sandbox waits for an answer before it times out. */
    public static final Duration GATE_TTL = Duration.ofSeconds(2);

    static final String NOT_ITS_SANDBOX = "A scripted person decides only in a demo run's own sandbox.";

    /** The sandboxes a run plays in, each with the name its decisions are made under. */
    private final Map<SandboxId, String> playing = new ConcurrentHashMap<>();

    private final Sandboxes sandboxes;
    private final GateLifetimes lifetimes;
    private final ConsentGates gates;
    private final GatedTools tools;
    private final DecidingParts deciding;

    ScriptedPerson(
            Sandboxes sandboxes,
            GateLifetimes lifetimes,
            ConsentGates gates,
            GatedTools tools,
            DecidingParts deciding) {
        this.sandboxes = sandboxes;
        this.lifetimes = lifetimes;
        this.gates = gates;
        this.tools = tools;
        this.deciding = deciding;
    }

    /** A new throw-away sandbox where this person decides, as {@code who}, until the run {@link #leave}s it. */
    public SandboxId newSandbox(String who) {
        SandboxId sandbox = sandboxes.create();
        lifetimes.waitOnly(sandbox, GATE_TTL);
        playing.put(sandbox, who);
        return sandbox;
    }

    /** The run is over: the person decides nothing more there, and new gates there wait as long as anywhere. */
    public void leave(SandboxId sandbox) {
        playing.remove(sandbox);
        lifetimes.forget(sandbox);
    }

    /** The person's yes, in the page of the sandbox that owns the gate. */
    public String approves(Gate gate) {
        HumanDecision decision = decision(gate);
        return tools.armed(gate).orElseThrow().confirm(decision);
    }

    /** The person's no. */
    public String declines(Gate gate) {
        return deciding.decisions().decline(decision(gate));
    }

    /**
     * The decision on the gate as the script was shown it, made only when the gate on record with
     * that id belongs to one of this person's sandboxes (a gate the caller made up names none).
     */
    private HumanDecision decision(Gate gate) {
        SandboxId owner = gates.find(gate.id()).map(Gate::sandbox).orElse(null);
        String who = owner != null && owner.equals(gate.sandbox()) ? playing.get(owner) : null;
        if (who == null) {
            throw new IllegalArgumentException(NOT_ITS_SANDBOX);
        }
        return HumanDecisions.scriptedPerson(gate, owner, who, deciding.clock());
    }
}
