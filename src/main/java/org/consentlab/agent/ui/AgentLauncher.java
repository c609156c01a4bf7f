package org.consentlab.agent.ui;

import java.util.List;
import org.consentlab.agent.AgentRun;
import org.consentlab.agent.AgentScript;

/** Starts a scripted agent without waiting for it; the page supplies where it runs. */
@FunctionalInterface
public interface AgentLauncher {

    void start(AgentScript script, AgentRun out);

    /** The scripts this page offers, the first picked: by default those that act on delete_account alone. */
    default List<AgentScript> offered() {
        return AgentScript.ON_DELETE_ACCOUNT;
    }
}
