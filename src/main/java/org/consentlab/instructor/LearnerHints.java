package org.consentlab.instructor;

import org.consentlab.sandbox.SandboxId;

/**
 * How many hints a learner revealed, from their own records: the event's score board provides it,
 * and the class overview shows it beside each learner's exercises.
 */
public interface LearnerHints {

    int used(SandboxId sandbox);
}
