package org.consentlab.demo;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.time.Duration;
import org.consentlab.consent.ScriptedPerson;
import org.consentlab.security.Allowance;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How often a demo may run. Each run makes two throw-away sandboxes (the kernel's {@link
 * ScriptedPerson} makes them, and there gates wait only seconds), so the runs started from
 * one client address draw from one token bucket (Bucket4j, in the shared throttle store, forgotten
 * once full): six at once, then one every ten seconds by default. Keyed by address, not by the
 * visitor's sandbox cookie, a visitor who drops the cookie gets no fresh allowance.
 */
@Component
class DemoTwins {

    /** How long a demo's gate waits for an answer before it times out. */
    static final Duration GATE_TTL = ScriptedPerson.GATE_TTL;

    private final Allowance runs;
    private final int runsAtOnce;

    DemoTwins(
            ProxyManager<String> buckets,
            @Value("${consentlab.demo.runs-at-once:6}") int runsAtOnce,
            @Value("${consentlab.demo.run-every:PT10S}") Duration runEvery) {
        this.runsAtOnce = runsAtOnce;
        this.runs = new Allowance(buckets, "demo-address", runsAtOnce, runEvery.multipliedBy(runsAtOnce));
    }

    /** How many runs one address may start at once, before the bucket makes it wait. */
    int runsAtOnce() {
        return runsAtOnce;
    }

    /** True, and one run taken, if a visitor from this client address may start one more run now. */
    boolean mayStart(String visitorAddress) {
        return runs.take(visitorAddress);
    }
}
