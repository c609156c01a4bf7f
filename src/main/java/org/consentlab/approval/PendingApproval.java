package org.consentlab.approval;

import java.time.Instant;
import org.consentlab.consent.Gate;

/**
 * One call waiting for an approver: the gate with the app-generated consequence, the learner
 * whose call it is (by the name shown in their class), the masked arguments, who requested it (path, caller and the requester's sandbox in short form), who
 * consented in the page, and when it was requested.
 */
public record PendingApproval(Gate gate, String learner, String requester, String maskedArgs, Instant requestedAt) {

    public long gateId() {
        return gate.id();
    }
}
