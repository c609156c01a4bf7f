package org.consentlab.consent;

import java.time.Clock;
import java.util.Optional;
import org.consentlab.instructor.SignedInApprover;
import org.springframework.stereotype.Component;

/**
 * What every decision control decides with: the decision path, the approver signed in to the page
 * ({@code signedIn} is empty in an application without a sign-in, a slice of it in a test), and the
 * clock that stamps the decision.
 */
@Component
record DecidingParts(GateDecisions decisions, Optional<SignedInApprover> signedIn, Clock clock) {

    /** Without a sign-in in the application, nobody is an approver: approvals fail closed. */
    SignedInApprover approver() {
        return signedIn.orElse(SignedInApprover.NOBODY);
    }
}
