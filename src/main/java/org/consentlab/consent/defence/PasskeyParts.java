package org.consentlab.consent.defence;

import org.consentlab.consent.store.Gates;
import org.consentlab.instructor.FailureModes;
import org.consentlab.passkey.CallPasskeys;
import org.consentlab.passkey.PasskeySite;
import org.springframework.stereotype.Component;

/**
 * What Lab 7's passkey defence judges with: the challenges and checks of a passkey's yes, the site
 * it is for, the gates as stored (a signature is checked against the call as it is now), and the
 * failure modes in force (whose passkey may sign, {@link PasskeySigners}).
 */
@Component
public record PasskeyParts(CallPasskeys calls, PasskeySite site, Gates gates, FailureModes modes) {}
