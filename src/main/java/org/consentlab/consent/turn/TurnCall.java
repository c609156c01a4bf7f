package org.consentlab.consent.turn;

import java.time.Instant;

/** A gated call as a turn is reckoned from it: who sent it, when it arrived, and the gate it is bound to. */
record TurnCall(
        long callId,
        long gateId,
        String tool,
        String channel,
        String caller,
        String sessionRef,
        String maskedArgs,
        Instant arrivedAt) {

    /** The agent session the call came in: its path, who sent it and the session it named. */
    String agentSession() {
        return channel + " · " + caller + " · " + sessionRef;
    }
}
