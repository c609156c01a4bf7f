package org.consentlab.consent;

import java.time.Clock;
import java.util.Optional;
import org.consentlab.instructor.ApprovalScope;
import org.springframework.stereotype.Component;

/**
 * What every decision control decides with: the decision path, the approver signed in to the page,
 * and the clock that stamps the decision.
 */
@Component
final class DecidingParts {

    /** Without a sign-in in the application, nobody is an approver: approvals fail closed. */
    private static final SignedInApprover NOBODY = new SignedInApprover() {
        @Override
        public Optional<String> name() {
            return Optional.empty();
        }

        @Override
        public ApprovalScope scope() {
            return ApprovalScope.OUTSIDE_CLASSES;
        }
    };

    private final GateDecisions decisions;
    private final SignedInApprover approver;
    private final Clock clock;

    /** {@code approver} is empty in an application without a sign-in (a slice of it in a test). */
    DecidingParts(GateDecisions decisions, Optional<SignedInApprover> approver, Clock clock) {
        this.decisions = decisions;
        this.approver = approver.orElse(NOBODY);
        this.clock = clock;
    }

    GateDecisions decisions() {
        return decisions;
    }

    SignedInApprover approver() {
        return approver;
    }

    Clock clock() {
        return clock;
    }
}
