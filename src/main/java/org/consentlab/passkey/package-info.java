/**
 * Passkeys for a learner's sandbox and for an approver, and the WebAuthn ceremonies over them:
 * registering one, and verifying an assertion over a challenge bound to one call (Lab 7's passkey
 * defence, an approver's signed Approve). Both owners' credentials are kept the one way ({@code
 * PasskeyTable}), each in its own table, and both go through the same ceremonies ({@code
 * Ceremonies}). Every check is webauthn4j's (origin, RP id, signature, user verification, counter,
 * challenge); this package keeps the credentials and the one-time challenges and says, as words a
 * page puts into its reader's language ({@link org.consentlab.passkey.PasskeyWords}), why an
 * assertion was refused. It decides nothing: a verified assertion is only evidence the consent kernel
 * reads before it makes the person's decision, and no agent-facing package may reach it (ArchUnit).
 */
@NullMarked
package org.consentlab.passkey;

import org.jspecify.annotations.NullMarked;
