package org.consentlab.approval;

import com.vaadin.flow.spring.security.AuthenticationContext;
import java.util.Optional;
import org.consentlab.instructor.ApprovalScope;
import org.consentlab.instructor.InstructorAccount;
import org.consentlab.instructor.SignedInApprover;
import org.springframework.stereotype.Component;

/**
 * Tells the consent boundary who is signed in with the approver role in the current request, and
 * for whose calls, read afresh at each decision: a sign-out, an expired session or a class left
 * takes effect on the very next click.
 */
@Component
class SignedInApprovers implements SignedInApprover {

    private final AuthenticationContext authentication;
    private final ApproverClass approverClass;

    SignedInApprovers(AuthenticationContext authentication, ApproverClass approverClass) {
        this.authentication = authentication;
        this.approverClass = approverClass;
    }

    @Override
    public Optional<String> name() {
        return authentication.hasRole(ApproverAccounts.ROLE) ? authentication.getPrincipalName() : Optional.empty();
    }

    /** The class whose code the approver entered; else an instructor's own running classes; else no class. */
    @Override
    public ApprovalScope scope() {
        return approverClass
                .chosenId()
                .<ApprovalScope>map(ApprovalScope.OneClass::new)
                .orElseGet(() -> authentication.hasRole(InstructorAccount.ROLE)
                        ? authentication
                                .getPrincipalName()
                                .<ApprovalScope>map(ApprovalScope.InstructorsClasses::new)
                                .orElse(ApprovalScope.OUTSIDE_CLASSES)
                        : ApprovalScope.OUTSIDE_CLASSES);
    }
}
