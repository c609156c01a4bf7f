package org.consentlab.toolcall;

/** An action that executed: the effect request on the wire, and the call it served with its answer. */
public record ExecutedAction(WireEntry wire, String tool, String result) {}
