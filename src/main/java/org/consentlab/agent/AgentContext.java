package org.consentlab.agent;

import org.consentlab.sandbox.SandboxId;

/** Where an agent runs: the sandbox, the browser session it was started from, and the page. */
public record AgentContext(SandboxId sandbox, String sessionRef, String route) {}
