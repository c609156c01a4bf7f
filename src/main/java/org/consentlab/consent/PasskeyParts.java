package org.consentlab.consent;

import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeySite;
import org.springframework.stereotype.Component;

/**
 * What Lab 7's passkey defence decides with: the challenges and checks of a passkey's yes, the site
 * it is for, and the gates as stored (a signature is checked against the call as it is now).
 */
@Component
record PasskeyParts(CallPasskeys calls, PasskeySite site, Gates gates) {}
