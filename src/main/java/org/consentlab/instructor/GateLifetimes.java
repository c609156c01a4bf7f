package org.consentlab.instructor;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.base.Timestamps;
import org.consentlab.sandbox.SandboxId;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How long a new gate waits for a person. A gate armed with its own wait (an approval: Lab 6's
 * approval timeout, Lab 5's wait for an approver) takes the learner's class's approval timeout
 * when the instructor set one; any other gate takes the class's gate time-to-live when set; else
 * the lab's defaults. A demo run's throw-away sandboxes wait only seconds, so "nobody answered"
 * shows at once. Read when the gate is armed, so a changed setting reaches new gates only,
 * and an ended class's learners are back on the defaults.
 */
@Component
public class GateLifetimes {

    /** The wait a gate gets, and whether a class setting chose it (then the agent is told the deadline). */
    public record Lifetime(Duration length, boolean setByClass) {

        /** The pending text the agent reads, naming the deadline when the class changed the lab's usual wait. */
        public String pendingText(String text, Instant expiresAt) {
            return setByClass
                    ? text + " Under this class's settings it waits for a person until " + Timestamps.iso(expiresAt)
                            + ", then times out with nothing done."
                    : text;
        }
    }

    private final Classes classes;
    private final Duration gateTtl;
    /** The demo runs' throw-away sandboxes, while a run plays in them, and the short wait of their gates. */
    private final Map<SandboxId, Duration> demoWaits = new ConcurrentHashMap<>();

    GateLifetimes(Classes classes, @Value("${consentlab.gate.ttl:PT2M}") Duration gateTtl) {
        this.classes = classes;
        this.gateTtl = gateTtl;
    }

    /** A demo run's sandbox: its gates armed without a wait of their own wait only {@code wait}. */
    public void waitOnly(SandboxId sandbox, Duration wait) {
        demoWaits.put(sandbox, wait);
    }

    public void forget(SandboxId sandbox) {
        demoWaits.remove(sandbox);
    }

    /** The wait of a gate armed in {@code sandbox}; {@code ownWait}: the gate's own, null for the default. */
    public Lifetime of(SandboxId sandbox, @Nullable Duration ownWait) {
        Optional<Duration> demoWait = ownWait == null ? Optional.ofNullable(demoWaits.get(sandbox)) : Optional.empty();
        if (demoWait.isPresent()) {
            return new Lifetime(demoWait.get(), false); // a demo's sandboxes are in no class
        }
        Optional<WorkshopClass> running = classes.classOf(sandbox);
        Optional<Duration> setting = ownWait == null
                ? running.flatMap(WorkshopClass::gateTtlSetting)
                : running.flatMap(WorkshopClass::approvalTimeoutSetting);
        return setting.map(length -> new Lifetime(length, true))
                .orElseGet(() -> new Lifetime(ownWait == null ? gateTtl : ownWait, false));
    }
}
