package org.consentlab.agent;

/** The app is stopping: the agent ends where it stands, and claims nothing. */
final class AgentStopped extends RuntimeException {

    AgentStopped() {
        super("the app is stopping", null, false, false);
    }
}
