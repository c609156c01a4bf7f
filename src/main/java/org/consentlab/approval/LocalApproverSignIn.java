package org.consentlab.approval;

import java.util.Optional;
import org.consentlab.security.SignInAccount.Credentials;

/**
 * The sign-ins a person may be shown on this machine: the documented local defaults of the approver
 * (and, on the sign-in page, the instructor), each only while it is in force and the server listens
 * on loopback. Once real credentials are configured, nothing of that account is shown.
 */
public final class LocalApproverSignIn {

    private final Optional<Credentials> inForce;
    private final Optional<Credentials> instructor;

    LocalApproverSignIn(Optional<Credentials> inForce, Optional<Credentials> instructor) {
        this.inForce = inForce;
        this.instructor = instructor;
    }

    /** The local default's username and password, or empty once real credentials are configured. */
    public Optional<Credentials> credentials() {
        return inForce;
    }

    /** The instructor's local default, or empty once real instructor credentials are configured. */
    public Optional<Credentials> instructor() {
        return instructor;
    }
}
