package org.consentlab.agent.ui;

import org.consentlab.agent.AgentRun;
import org.consentlab.agent.AgentScript;

/** Starts a scripted agent without waiting for it; the page supplies where it runs. */
@FunctionalInterface
public interface AgentLauncher {

    void start(AgentScript script, AgentRun out);
}
