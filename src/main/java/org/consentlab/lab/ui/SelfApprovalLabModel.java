package org.consentlab.lab.ui;

import org.consentlab.account.Accounts;
import org.consentlab.passkey.PasskeyProofs;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.Passkeys;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.springframework.stereotype.Component;

/**
 * What Lab 7's page reads and does: the agent's runs against its Confirm, the account they aim at,
 * and the sandbox's passkeys (registered, listed and removed here, each change after the first signed
 * by one of them).
 */
@Component
record SelfApprovalLabModel(
        SelfApprovalRuns runs,
        Accounts accounts,
        Passkeys passkeys,
        PasskeyRegistration registration,
        PasskeyProofs proofs,
        PasskeySite site) {}
