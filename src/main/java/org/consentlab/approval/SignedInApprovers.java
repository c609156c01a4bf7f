package org.consentlab.approval;

import com.vaadin.flow.spring.security.AuthenticationContext;
import java.util.Optional;
import org.consentlab.consent.SignedInApprover;
import org.springframework.stereotype.Component;

/**
 * Tells the consent boundary who is signed in with the approver role in the current request, read
 * afresh at each decision: a sign-out or an expired session takes effect on the very next click.
 */
@Component
class SignedInApprovers implements SignedInApprover {

    private final AuthenticationContext authentication;

    SignedInApprovers(AuthenticationContext authentication) {
        this.authentication = authentication;
    }

    @Override
    public Optional<String> name() {
        return authentication.hasRole(ApproverAccounts.ROLE) ? authentication.getPrincipalName() : Optional.empty();
    }
}
