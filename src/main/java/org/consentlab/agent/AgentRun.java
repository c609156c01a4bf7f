package org.consentlab.agent;

/** Receives a running agent's transcript as it happens, on the agent's own thread. */
public interface AgentRun {

    void entry(TranscriptEntry entry);

    void finished(ClaimCheck check);
}
