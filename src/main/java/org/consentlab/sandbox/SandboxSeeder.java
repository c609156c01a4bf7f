package org.consentlab.sandbox;

/**
 * Implemented by each system of record that lives in a sandbox: it writes its seed rows for a
 * new sandbox and restores them on reset.
 */
public interface SandboxSeeder {

    void seed(SandboxId sandbox);

    void reset(SandboxId sandbox);
}
