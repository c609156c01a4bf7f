package org.consentlab.consent;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;

/**
 * A person's decision on one gate, made in a page whose browser belongs to {@code sandbox}: the
 * learner in their own page, or a signed-in approver on the approvals page. Package-private and
 * created only by {@link ConsentGateCard} from a real click, so no agent-reachable code can make
 * one: this is the runtime credential that a confirm demands.
 */
record HumanDecision(long gateId, SandboxId sandbox, String principal, Instant at, Role role, String rationale) {

    enum Role {
        /** The person whose sandbox the call acts on, deciding in their own page. */
        PERSON_IN_PAGE,
        /** A signed-in approver: someone outside the run, never the requester. */
        APPROVER
    }

    boolean byApprover() {
        return role == Role.APPROVER;
    }
}
