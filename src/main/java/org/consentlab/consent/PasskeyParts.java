package org.consentlab.consent;

import org.consentlab.instructor.ApproverPasskeyRules;
import org.consentlab.passkey.ApproverCallPasskeys;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeySite;
import org.springframework.stereotype.Component;

/**
 * What a passkey's yes is decided with: the challenges and checks of the learner's (Lab 7) and of an
 * approver's, the classes' rules for when an approver's is asked, the site it is for, and the gates
 * as stored (a signature is checked against the call as it is now).
 */
@Component
record PasskeyParts(
        CallPasskeys calls,
        ApproverCallPasskeys approvers,
        ApproverPasskeyRules rules,
        PasskeySite site,
        Gates gates) {}
