package org.consentlab.account;

import org.consentlab.sandbox.SandboxId;

public record Account(SandboxId sandbox, String holder, String email, String plan, AccountStatus status) {}
