package org.consentlab.toolcall;

import java.util.Set;
import org.consentlab.tool.Channel;

/**
 * Calls that exist only because the person pressed one of their own controls: the page's own
 * button (channel {@code button}), and the scripted requester of Lab 5's Play and Lab 7's Run,
 * which arrive on {@code simulated-agent} under callers of their own. Guards against agents (the
 * decline breaker, the cap on waiting decisions) never refuse these, and a person's no to their
 * own request is not a no to an agent. No agent path can pick these callers: each channel sets its own.
 */
public final class PersonsOwnCalls {

    public static final String LAB_5_REQUESTER = "lab-5 requester";
    public static final String LAB_7_AGENT = "lab-7 agent";

    private static final Set<String> LAB_RUNS = Set.of(LAB_5_REQUESTER, LAB_7_AGENT);

    private PersonsOwnCalls() {}

    public static boolean isPersonsOwn(Channel channel, String caller) {
        return channel == Channel.BUTTON || (channel == Channel.SIMULATED_AGENT && LAB_RUNS.contains(caller));
    }

    /** The callers of the lab runs, for queries that leave the person's own calls out. */
    static Set<String> labRunCallers() {
        return LAB_RUNS;
    }
}
