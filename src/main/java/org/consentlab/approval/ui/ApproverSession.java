package org.consentlab.approval.ui;

import com.vaadin.flow.spring.security.AuthenticationContext;
import org.consentlab.approval.ApproverClass;
import org.consentlab.instructor.SignedInApprover;
import org.consentlab.passkey.ApproverPasskeyRegistration;
import org.consentlab.passkey.ApproverPasskeys;
import org.consentlab.passkey.PasskeySite;
import org.springframework.stereotype.Component;

/**
 * Who works the approvals page, each read afresh from the session: their sign-in (and sign-out),
 * the class they chose, the scope they decide for, and their own passkey (registering it, for the
 * site this page is on).
 */
@Component
record ApproverSession(
        AuthenticationContext authentication,
        ApproverClass approverClass,
        SignedInApprover signedIn,
        ApproverPasskeys passkeys,
        ApproverPasskeyRegistration registration,
        PasskeySite site) {}
