package org.consentlab.consent;

import java.util.Optional;
import org.consentlab.instructor.ApprovalScope;

/**
 * Who is signed in as an approver in the current request, if anyone: read at the moment of each
 * approver decision, never remembered. Implemented where sign-in lives; without it, nobody is.
 */
public interface SignedInApprover {

    Optional<String> name();

    /** Whose calls the signed-in approver decides; read at the same moment as {@link #name()}. */
    ApprovalScope scope();
}
