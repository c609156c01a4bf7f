package org.consentlab.consent;

import java.util.Optional;

/**
 * Who is signed in as an approver in the current request, if anyone: read at the moment of each
 * approver decision, never remembered. Implemented where sign-in lives; without it, nobody is.
 */
public interface SignedInApprover {

    Optional<String> name();
}
