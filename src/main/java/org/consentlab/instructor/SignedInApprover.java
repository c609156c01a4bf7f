package org.consentlab.instructor;

import java.util.Optional;

/**
 * Who is signed in as an approver in the current request, if anyone: read at the moment of each
 * approver decision, never remembered. Implemented where sign-in lives; without it, nobody is.
 */
public interface SignedInApprover {

    /** Without a sign-in in the application, nobody is an approver: approvals fail closed. */
    SignedInApprover NOBODY = new SignedInApprover() {
        @Override
        public Optional<String> name() {
            return Optional.empty();
        }

        @Override
        public ApprovalScope scope() {
            return ApprovalScope.OUTSIDE_CLASSES;
        }
    };

    /**
     * What the page is told where an approver's decision was asked for and nobody is signed in as one:
     * English, as every word the kernel says of a decision; only the deciding page reads it.
     */
    String NOBODY_SIGNED_IN = "Only a signed-in approver can decide here; nothing was done.";

    Optional<String> name();

    /** Whose calls the signed-in approver decides; read at the same moment as {@link #name()}. */
    ApprovalScope scope();
}
