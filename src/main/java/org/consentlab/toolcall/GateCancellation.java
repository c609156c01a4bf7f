package org.consentlab.toolcall;

/**
 * The one thing the tool-call side may ask of the consent boundary about a pending gate: fail it
 * closed. Declared here and implemented inside the boundary, so that agent-facing paths can have a
 * pending gate cancelled without depending on the boundary. A cancel never performs an effect.
 */
public interface GateCancellation {

    /** Cancels the gate if it is still pending; a gate already decided stays as it was. */
    void cancel(long gateId, Outcome outcome, String by, String why);
}
