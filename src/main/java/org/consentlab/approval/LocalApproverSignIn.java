package org.consentlab.approval;

import java.util.Optional;
import org.consentlab.security.SignInAccount.Credentials;

/**
 * The approver sign-in a learner may be shown on this machine: the documented local default, and
 * only while it is in force. Once real approver credentials are configured, nothing is shown.
 */
public final class LocalApproverSignIn {

    private final Optional<Credentials> inForce;

    LocalApproverSignIn(Optional<Credentials> inForce) {
        this.inForce = inForce;
    }

    /** The local default's username and password, or empty once real credentials are configured. */
    public Optional<Credentials> credentials() {
        return inForce;
    }
}
