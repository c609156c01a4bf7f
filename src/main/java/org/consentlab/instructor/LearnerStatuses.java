package org.consentlab.instructor;

import org.consentlab.sandbox.SandboxId;

/**
 * Reads one learner's status from their own records. The labs provide it (they own the
 * exercises); the class overview asks it for one learner at a time, only when that learner's
 * sandbox changed.
 */
public interface LearnerStatuses {

    LearnerStatus of(SandboxId sandbox);
}
