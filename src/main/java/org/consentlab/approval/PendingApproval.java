package org.consentlab.approval;

import java.time.Instant;
import org.consentlab.consent.Gate;
import org.consentlab.i18n.Texts;

/**
 * One call waiting for an approver: the gate with the app-generated consequence, the learner
 * whose call it is (by the name shown in their class), the masked arguments, who requested it, and
 * when it was requested.
 */
public record PendingApproval(Gate gate, String learner, Requester requester, String maskedArgs, Instant requestedAt) {

    public long gateId() {
        return gate.id();
    }

    /**
     * Who requested the call, as the records keep it: the caller, the path it came by, the
     * requester's sandbox (its learner's principal, in short form) and who consented in the page.
     */
    public record Requester(String caller, String channel, String learner, String consentBy) {

        /** In the reader's language; the values are ids and names, kept as they are and set apart. */
        public String text() {
            return Texts.t(
                    "approval.requester",
                    Texts.isolate(caller),
                    Texts.isolate(channel),
                    Texts.isolate(learner),
                    Texts.isolate(consentBy));
        }
    }
}
