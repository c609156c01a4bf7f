package org.consentlab.approval.ui;

import com.vaadin.flow.spring.security.AuthenticationContext;
import org.consentlab.approval.ApproverClass;
import org.consentlab.instructor.SignedInApprover;
import org.springframework.stereotype.Component;

/**
 * Who works the approvals page, each read afresh from the session: their sign-in (and sign-out),
 * the class they chose, and the scope they decide for.
 */
@Component
record ApproverSession(AuthenticationContext authentication, ApproverClass approverClass, SignedInApprover signedIn) {}
