package org.consentlab.sandbox;

/** Told just before a sandbox is reset, inside the reset's transaction. */
public interface SandboxResetListener {

    void beforeReset(SandboxId sandbox);
}
