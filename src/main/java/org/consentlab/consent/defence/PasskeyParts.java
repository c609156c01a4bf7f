package org.consentlab.consent.defence;

import org.consentlab.consent.store.Gates;
import org.consentlab.instructor.ApproverPasskeyRules;
import org.consentlab.instructor.FailureModes;
import org.consentlab.passkey.ApproverCallPasskeys;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeySite;
import org.springframework.stereotype.Component;

/**
 * What a passkey's yes is judged with: the challenges and checks of the learner's (Lab 7) and of an
 * approver's, the classes' rules for when an approver's is asked, the site it is for, the gates as
 * stored (a signature is checked against the call as it is now), and the failure modes in force
 * (whose passkey may sign, {@link PasskeySigners}).
 */
@Component
public record PasskeyParts(
        CallPasskeys calls,
        ApproverCallPasskeys approvers,
        ApproverPasskeyRules rules,
        PasskeySite site,
        Gates gates,
        FailureModes modes) {}
