package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;

/**
 * A person's decision on one gate, made in the page of {@code sandbox}. Package-private and
 * created only by {@link ConsentGateCard} from a real click, so no agent-reachable code can
 * make one: this is the runtime credential that a confirm demands.
 */
record HumanDecision(long gateId, SandboxId sandbox, String principal, Instant at) {
}
